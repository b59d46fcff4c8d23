package manifest

import (
	"errors"
	"go/ast"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
)

// PackageMarkers are the package-level markers of each of pkgs that col's
// registry defines, collected by generators/markers' rule (controller-gen's:
// the lines before the package clause and the blocks between declarations
// count, doc comments and declarations' insides do not). Markers that do
// not parse are returned together, each at its file:line with the fix.
// col is the generator's reader of the run's collector (Collector.For), so
// that the generators of a run walk each file once.
//
// mention is text every file holding such a marker contains (the markers'
// common prefix): the driver's syntax load keeps only the package clause
// of a file that declares no types, and a controller's markers are mostly
// in such files (beside a Reconcile method or a webhook's functions), so a
// trimmed file that mentions it is parsed again, whole (Collector.Whole).
//
// The packages are those at paths when given (parsed through l, comments
// included and without types: controllers import most of a project, which
// controller-gen type-checks and this does not), else the inputs.
func PackageMarkers(col *markers.Collector, inputs []*load.Package, l Sources, paths []string, mention string) ([]markers.Values, error) {
	pkgs := inputs
	if len(paths) > 0 {
		var err error
		if pkgs, err = l.Sources(paths); err != nil {
			return nil, err
		}
	}
	out := make([]markers.Values, 0, len(pkgs))
	var diags diag.List
	for _, p := range pkgs {
		files := make([]*ast.File, 0, len(p.Files))
		for _, f := range p.Files {
			whole, err := col.Whole(p.Fset, f, mention)
			if err != nil {
				return nil, err
			}
			files = append(files, whole)
		}
		got, err := col.Package(p.Fset, files)
		diags = append(diags, asDiags(err)...)
		out = append(out, got.Markers)
	}
	return out, diags.Err()
}

// asDiags turns the collector's joined errors into diagnostics.
func asDiags(err error) diag.List {
	if err == nil {
		return nil
	}
	if es := markers.Errors(err); len(es) > 1 {
		var out diag.List
		for _, e := range es {
			out = append(out, asDiags(e)...)
		}
		return out
	}
	var me *markers.Error
	if errors.As(err, &me) {
		return diag.List{{Pos: me.Pos, Msg: me.Message()}}
	}
	return diag.List{{Msg: err.Error()}}
}

// Sources parses packages with their comments, without types: the run's
// pipeline.Loader (this package is a stage below the generators and does
// not import the pipeline).
type Sources interface {
	Sources(paths []string) ([]*load.Package, error)
}
