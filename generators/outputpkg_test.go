package generators

import (
	"os"
	"path/filepath"
	"testing"
)

// An --output-dir that is a symbolic link inside the module is the package
// at the link's name, as the go command names it: the matching
// --output-pkg is accepted and an omitted one defaults to it. A link from
// outside into the module still finds the module.
func TestOutputPackageThroughSymlink(t *testing.T) {
	mod := t.TempDir()
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module example.com/bad\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(mod, "real"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(mod, "generated")
	if err := os.Symlink("real", link); err != nil {
		t.Fatal(err)
	}
	if got, err := outputPackage(link, "example.com/bad/generated"); err != nil || got != "example.com/bad/generated" {
		t.Errorf("--output-pkg example.com/bad/generated with the link: %q, %v", got, err)
	}
	if got, err := outputPackage(filepath.Join(link, "clients"), ""); err != nil || got != "example.com/bad/generated/clients" {
		t.Errorf("default below the link: %q, %v; want example.com/bad/generated/clients", got, err)
	}
	if _, err := outputPackage(link, "example.com/bad/other"); err == nil {
		t.Error("a wrong --output-pkg is accepted")
	}

	outside := filepath.Join(t.TempDir(), "out")
	if err := os.Symlink(filepath.Join(mod, "real"), outside); err != nil {
		t.Fatal(err)
	}
	if got, err := outputPackage(outside, ""); err != nil || got != "example.com/bad/real" {
		t.Errorf("a link from outside into the module: %q, %v; want example.com/bad/real", got, err)
	}
}
