package applyconfig

import (
	"strings"
	"testing"
)

func TestExternalFlag(t *testing.T) {
	f := NewExternalFlag()
	if got := f.M["k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta"]; got != clientGoMeta {
		t.Errorf("default ObjectMeta -> %q", got)
	}
	if err := f.Set(""); err != nil || len(f.M) != len(DefaultExternal()) {
		t.Errorf("empty value: %v, %d entries", err, len(f.M))
	}
	if err := f.Set("k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1,k8s.io/api/core/v1.PodSpec:k8s.io/client-go/applyconfigurations/core/v1"); err != nil {
		t.Fatal(err)
	}
	if f.M["k8s.io/api/core/v1.PodSpec"] != "k8s.io/client-go/applyconfigurations/core/v1" {
		t.Errorf("PodSpec not added: %v", f.M)
	}
	for value, want := range map[string]string{
		"k8s.io/api/apps/v1.Deployment:x":                 "given twice",
		"k8s.io/apimachinery/pkg/apis/meta/v1.TypeMeta:x": "given twice",
		"k8s.io/api/apps/v1.Deployment":                   "write <package>.<TypeName>:<applyconfiguration-package>",
		"Deployment:k8s.io/client-go/applyconfigurations": "<package>.<TypeName>",
		"k8s.io/api/apps/v1.:k8s.io/client-go/x":          "<package>.<TypeName>",
		"a.b/c.D:e:f":                                     "write <package>.<TypeName>",
	} {
		if err := f.Set(value); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Set(%q) = %v, want an error with %q", value, err, want)
		}
	}
}
