package generators

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/write"
)

// vendorModule writes a module example.com/m with a vendor directory and
// returns its root.
func vendorModule(t *testing.T) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "m")
	if err := os.MkdirAll(filepath.Join(root, "vendor", "example.com", "api"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/m\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return root
}

// An --output-dir below vendor/ has the import path the go command gives
// it, the vendored package's, not the module's path joined with vendor/.
func TestOutputPackageVendored(t *testing.T) {
	root := vendorModule(t)
	out := filepath.Join(root, "vendor", "example.com", "api", "client")
	if got, err := outputPackage(out, ""); err != nil || got != "example.com/api/client" {
		t.Errorf("outputPackage(vendor/example.com/api/client, \"\") = %q, %v; want example.com/api/client", got, err)
	}
	if got, err := outputPackage(out, "example.com/api/client"); err != nil || got != "example.com/api/client" {
		t.Errorf("outputPackage(vendor/example.com/api/client, example.com/api/client) = %q, %v; want it accepted", got, err)
	}
	if _, err := outputPackage(out, "example.com/m/vendor/example.com/api/client"); err == nil || !strings.Contains(err.Error(), "pass --output-pkg example.com/api/client") {
		t.Errorf("outputPackage with --output-pkg example.com/m/vendor/...: %v, want an error naming example.com/api/client", err)
	}
	if _, err := outputPackage(filepath.Join(root, "vendor"), ""); err == nil || !strings.Contains(err.Error(), "is the vendor directory of module example.com/m") {
		t.Errorf("outputPackage(vendor): %v, want an error", err)
	}
	// A directory merely named vendor-something is the module's own.
	if got, err := outputPackage(filepath.Join(root, "vendors", "x"), ""); err != nil || got != "example.com/m/vendors/x" {
		t.Errorf("outputPackage(vendors/x) = %q, %v; want example.com/m/vendors/x", got, err)
	}
}

// Files written into a module's vendor directory get one warning naming
// the first and how many; a directory named vendor that is no module's
// vendor directory is not one.
func TestVendorWrites(t *testing.T) {
	root := vendorModule(t)
	inVendor := filepath.Join(root, "vendor", "example.com", "api", "apps", "v1", "zz_generated.deepcopy.go")
	files := []write.File{
		{Path: filepath.Join(root, "apis", "x", "v1", "zz_generated.deepcopy.go")},
		{Path: inVendor},
		{Path: filepath.Join(root, "vendor", "example.com", "api", "apps", "v2", "zz_generated.deepcopy.go")},
		{Path: filepath.Join(root, "apis", "vendor", "v1", "zz_generated.deepcopy.go")},
	}
	d := vendorWrites(files)
	if len(d) != 1 || !d[0].Warning || d[0].Pos.Filename != inVendor || !strings.Contains(d[0].Msg, "this and 1 more generated file(s) go into the vendor directory "+filepath.Join(root, "vendor")) {
		t.Fatalf("vendorWrites = %v, want one warning at %s counting 1 more", d, inVendor)
	}
	if d := vendorWrites(files[:1]); len(d) != 0 {
		t.Errorf("vendorWrites of the module's own file = %v, want none", d)
	}
}
