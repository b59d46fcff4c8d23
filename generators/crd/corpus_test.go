package crd

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/internal/cgtest"
)

// TestCorpus runs the generator in process on every case of the
// controller-gen corpus (testdata/controllergen, recorded with upstream
// controller-gen v0.23.0) whose command line is the crd generator alone,
// and holds it to upstream's run as a drop-in: the same files, byte for
// byte, or, where upstream fails, an error naming every file:line upstream
// names, with nothing written.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every crd case of the corpus")
	}
	names, err := cgtest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, name := range names {
		args, err := cgtest.Args(name)
		if err != nil {
			t.Fatal(err)
		}
		opts, out, paths, ok := crdOnly(args)
		if !ok {
			continue
		}
		ran++
		t.Run(name, func(t *testing.T) {
			if why, ok := schemaGaps[name]; ok {
				t.Skipf("the schema differs from upstream's (generators/crdschema): %s", why)
			}
			dir := cgtest.Prepare(t, name)
			o, err := ParseOptions(opts)
			if err != nil {
				t.Fatal(err)
			}
			o.DropIn = true
			got := &cgtest.Result{Files: map[string][]byte{}}
			t.Setenv("GOFLAGS", "-mod=mod")
			pkgs, _, err := load.Typed(load.Config{Dir: dir}, paths)
			var crds []*apiextensionsv1.CustomResourceDefinition
			if err == nil {
				crds, _, err = Build(pkgs, o)
			}
			var files []write.File
			if err == nil {
				header := ""
				if o.HeaderFile != "" {
					header, err = manifest.Header(filepath.Join(dir, o.HeaderFile), o.Year)
				}
				if err == nil {
					files, err = Files(crds, header, o)
				}
			}
			if err != nil {
				var list diag.List
				if !errors.As(err, &list) {
					t.Logf("not an input error: %v", err)
				}
				got.Exit, got.Stderr = 1, relativeTo(dir, list)
			} else {
				for _, f := range files {
					got.Files[filepath.ToSlash(filepath.Join(out, f.Path))] = f.Content
				}
			}
			cgtest.CheckResult(t, name, got)
		})
	}
	if ran == 0 {
		t.Fatal("no crd-only case in the corpus")
	}
}

// schemaGaps are the crd cases whose CRDs differ from upstream's in the
// openAPIV3Schema only, which generators/crdschema renders; each entry
// goes when crdschema covers it.
var schemaGaps = map[string]string{
	// The others listed here before (listMapKey, listType and wrong-type
	// outcomes, externalDocs, local type aliases) now equal upstream's and
	// were removed.
}

// crdOnly reads a case's arguments when they are crd[:options], one crd
// output rule to a directory, and paths=: the options argument, the
// output directory (relative to the case) and the patterns.
func crdOnly(args []string) (opts, out string, paths []string, ok bool) {
	for _, a := range args {
		switch {
		case a == "crd" || strings.HasPrefix(a, "crd:"):
			opts = a
		case strings.HasPrefix(a, "output:crd:artifacts:config="):
			out = strings.TrimPrefix(a, "output:crd:artifacts:config=")
		case strings.HasPrefix(a, "output:crd:dir="):
			out = strings.TrimPrefix(a, "output:crd:dir=")
		case strings.HasPrefix(a, "paths="):
			paths = append(paths, strings.Split(strings.TrimPrefix(a, "paths="), ";")...)
		default:
			return "", "", nil, false
		}
	}
	return opts, out, paths, opts != "" && out != "" && len(paths) > 0
}

// relativeTo prints the diagnostics with file names relative to dir, as
// a controller-gen run in dir prints them.
func relativeTo(dir string, l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		if rel, err := filepath.Rel(dir, d.Pos.Filename); err == nil {
			d.Pos.Filename = rel
		}
		b.WriteString(d.String() + "\n")
	}
	return b.String()
}
