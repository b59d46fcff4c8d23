package load

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kubegen/kubegen/generators/diag"
)

// vendoredInput reports an input listed under an import path through a
// vendor directory (example.com/m/vendor/example.com/api/v1, what joining a
// module's path with a vendored directory gives). go list lists it, but
// the go command refuses every import of such a path ("must be imported
// as"), so each client, lister and informer generated from it would not
// build. ok is false for any other package.
func vendoredInput(fset *token.FileSet, p *packages.Package) (d diag.Diagnostic, ok bool) {
	i := strings.LastIndex(p.PkgPath, "/vendor/")
	if i < 0 {
		return d, false
	}
	own := p.PkgPath[i+len("/vendor/"):]
	d = diag.Diagnostic{Subject: p.PkgPath, Msg: "this input is a vendored package named by its path through the vendor directory, which the go command never imports (\"must be imported as " + own + "\"); give its own import path, " + own + ", or its directory (with vendoring on, the default when vendor/modules.txt exists)"}
	if len(p.Syntax) > 0 {
		d.Pos, d.Subject = fset.Position(p.Syntax[0].Package), ""
	}
	return d, true
}
