package model_test

import (
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

// TestKubebuilderMarkers: the registry knows kubebuilder's object markers
// and ignores its other markers, so the only warning is the did-you-mean
// of a misspelt object marker.
func TestKubebuilderMarkers(t *testing.T) {
	pkgs, err := load.Packages(load.Config{}, []string{"./testdata/kubebuilder/example/v1"})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	s, err := model.Build(pkgs, model.Options{}, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	var got []string
	for _, w := range s.Warnings {
		got = append(got, w.Subject+": "+w.Msg)
	}
	want := "v1.Gadget: +kubebuilder:object:roots=true: no generator reads this tag, so it is ignored; did you mean +kubebuilder:object:root=true?"
	if len(got) != 1 || got[0] != want {
		t.Errorf("warnings:\n%s\nwant only\n%s", strings.Join(got, "\n"), want)
	}
}

// TestGenclientTypoInPattern: a "..." pattern skips a package with no
// +genclient line, as kube_codegen.sh does; when a misspelt +genclient is
// why, the run fails with the did-you-mean at the tag's line instead of
// dropping the package's group from the clientset.
func TestGenclientTypoInPattern(t *testing.T) {
	pkgs, err := load.Packages(load.Config{}, []string{"./testdata/genclienttypo/..."})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	_, err = model.Build(pkgs, model.Options{}, load.NewSession(load.Config{}))
	if err == nil {
		t.Fatal("build succeeded; want the misspelt +genclient as an error")
	}
	want := "testdata/genclienttypo/api/v1/widget_types.go:5: v1.Widget: +genclinet: no generator reads this tag, so it is ignored; did you mean +genclient?"
	if !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("error:\n%v\nwant one line starting with\n%s", err, want)
	}
}
