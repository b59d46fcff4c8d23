package kubecodegen_test

import (
	"bufio"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// kube_codegen.sh skips `go install` of kubegen when the stamp beside the
// binary says it was built from the same sources, settings and binary; any
// change of those installs again. Run on a stand-in module (same module
// path, a tiny kubegen) and a go command that logs its installs.
func TestInstallKubegenStamp(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	repo := repoRoot(t)
	script, err := os.ReadFile(filepath.Join(repo, "kube_codegen.sh"))
	if err != nil {
		t.Fatal(err)
	}
	work := t.TempDir()
	mod, gobin, shim := filepath.Join(work, "mod"), filepath.Join(work, "bin"), filepath.Join(work, "shim")
	cache := filepath.Join(work, "cache")
	log := filepath.Join(work, "installs.log")
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(mod, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	main := func(says string) string {
		return "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"" + says + "\") }\n"
	}
	write("kube_codegen.sh", string(script))
	write("go.mod", "module github.com/kubegen/kubegen\n\ngo 1.22\n")
	write("cmd/kubegen/main.go", main("one"))
	if err := os.MkdirAll(shim, 0o755); err != nil {
		t.Fatal(err)
	}
	// The shim logs each go install, then runs the real go command.
	if err := os.WriteFile(filepath.Join(shim, "go"), []byte("#!/usr/bin/env bash\n"+
		"if [ \"$1\" = install ]; then echo install >>\""+log+"\"; fi\nexec \""+goCmd+"\" \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}

	// install sources the script afresh, installs kubegen and returns
	// whether go install ran and what the installed binary says.
	install := func() (installed bool, says string) {
		t.Helper()
		os.Remove(log)
		cmd := exec.Command("bash", "-c", `source "$1/kube_codegen.sh" && kube::codegen::internal::install_kubegen && "${KUBE_CODEGEN_KUBEGEN}"`, "bash", mod)
		cmd.Env = append(os.Environ(), "GOBIN="+gobin, "KUBEGEN_CACHE="+cache, "PATH="+shim+string(os.PathListSeparator)+os.Getenv("PATH"), "GOFLAGS=-mod=mod")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("install_kubegen: %v\n%s", err, out)
		}
		_, err = os.Stat(log)
		return err == nil, strings.TrimSpace(string(out))
	}
	check := func(what string, wantInstall bool, wantSays string) {
		t.Helper()
		installed, says := install()
		if installed != wantInstall || says != wantSays {
			t.Errorf("%s: go install ran: %v, kubegen says %q; want %v, %q", what, installed, says, wantInstall, wantSays)
		}
	}
	check("first install", true, "one")
	check("nothing changed", false, "one")
	older, err := os.ReadFile(filepath.Join(gobin, "kubegen"))
	if err != nil {
		t.Fatal(err)
	}
	write("cmd/kubegen/main.go", main("two"))
	check("a source file changed", true, "two")
	check("nothing changed since", false, "two")
	write("cmd/kubegen/main_test.go", "package main\n")
	check("only a test file added", false, "two")
	write("cmd/kubegen/extra.go", "package main\n\nvar _ = 1\n")
	check("a source file added", true, "two")
	write("go.mod", "module github.com/kubegen/kubegen\n\ngo 1.22.0\n")
	check("go.mod changed", true, "two")
	// Another kubegen installed over ours (here the older build): the
	// stamp no longer matches the binary.
	if err := os.WriteFile(filepath.Join(gobin, "kubegen"), older, 0o755); err != nil {
		t.Fatal(err)
	}
	check("binary replaced", true, "two")
	if got := dirNames(t, gobin); !slices.Equal(got, []string{"kubegen"}) {
		t.Errorf("GOBIN holds %q; want only kubegen (the stamp is kept in kubegen's cache)", got)
	}
	if err := os.RemoveAll(filepath.Join(cache, "install")); err != nil {
		t.Fatal(err)
	}
	check("stamp removed", true, "two")
	check("stamp written again", false, "two")
}

// The stamp covers the files kubegen embeds: every //go:embed pattern of
// the module's non-test files must name .go, .tmpl or .json files, the patterns
// kube_codegen.sh's kubegen_stamp reads besides go.mod and go.sum.
func TestKubegenStampCoversEmbeds(t *testing.T) {
	repo := repoRoot(t)
	found := 0
	err := filepath.WalkDir(repo, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != repo && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); err == nil && p != repo {
				return filepath.SkipDir // another module: not part of kubegen's build
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			pats, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "//go:embed ")
			if !ok {
				continue
			}
			for _, pat := range strings.Fields(pats) {
				found++
				if !strings.HasSuffix(pat, ".go") && !strings.HasSuffix(pat, ".tmpl") && !strings.HasSuffix(pat, ".json") {
					t.Errorf("%s embeds %s: add its files to kube_codegen.sh's kubegen_stamp", p, pat)
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Error("found no //go:embed in the module; the templates are embedded")
	}
}

// repoRoot is the repository's root directory, where kube_codegen.sh is.
func repoRoot(t *testing.T) string {
	t.Helper()
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return repo
}
