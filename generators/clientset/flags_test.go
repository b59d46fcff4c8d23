package clientset

import "testing"

func TestInputPackage(t *testing.T) {
	for _, c := range []struct{ base, input, want string }{
		{"k8s.io/api", "core/v1", "k8s.io/api/core/v1"},
		{"k8s.io/api", "/v1", "k8s.io/api/core/v1"},
		{"", "k8s.io/api/apps/v1", "k8s.io/api/apps/v1"},
		{"/abs/apis", "example/v1", "/abs/apis/example/v1"},
		{"./apis", "sub/example/v1", "./apis/sub/example/v1"},
	} {
		got, err := inputPackage(c.base, c.input)
		if err != nil || got != c.want {
			t.Errorf("inputPackage(%q, %q) = %q, %v; want %q", c.base, c.input, got, err, c.want)
		}
	}
	if _, err := inputPackage("k8s.io/api", "core"); err == nil {
		t.Error("an input without version is accepted")
	}
}

func TestTypeOverrides(t *testing.T) {
	got, err := typeOverrides([]string{"example/v1/Foo", "example/v1/Bar", "apps/Deployment"})
	if err != nil || len(got) != 2 || len(got["example/v1"]) != 2 || got["example/v1"][1] != "Bar" || got["apps/"][0] != "Deployment" {
		t.Errorf("typeOverrides = %v, %v", got, err)
	}
	if _, err := typeOverrides([]string{"a/b/c/d"}); err == nil {
		t.Error("a four-part override is accepted")
	}
}
