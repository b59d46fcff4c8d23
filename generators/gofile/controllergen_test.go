package gofile

import "testing"

// TestControllerGenNames follows names through one file as controller-gen's
// object generator gives them (kueue's config packages: meta/v1 first, so
// core/v1 becomes corev1; a standard library path always gets its "x").
func TestControllerGenNames(t *testing.T) {
	im := NewControllerGenImports("example.com/api/v1beta1", "v1beta1")
	for _, c := range []struct{ path, want string }{
		{"k8s.io/apimachinery/pkg/apis/meta/v1", "v1"},
		{"k8s.io/api/core/v1", "corev1"},
		{"time", "timex"},
		{"example.com/other/v1beta1", "otherv1beta1"},
		{"k8s.io/apimachinery/pkg/apis/meta/v1", "v1"},
		{"example.com/a/core/v1", "acorev1"},
		{"b/core/v1", "bcorev1x"},
		{"example.com/3rd-party/x.y", "x_y"},
		{"example.com/4th-party/x.y", "th_partyx_y"},
	} {
		if got := im.Name(c.path); got != c.want {
			t.Errorf("Name(%q) = %q, want %q", c.path, got, c.want)
		}
	}
}
