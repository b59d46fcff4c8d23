package generators

import (
	"fmt"
	"go/types"

	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

// addDecoders gives each informer version its decoders, from the typed
// load of the inputs (load.Typed: the same load the deep copies use, so
// decoders cost no load of their own).
func addDecoders(typed []*load.Package, set *model.Set) error {
	pkgs := make(map[string]*types.Package, len(typed))
	for _, p := range typed {
		if p.Types != nil {
			pkgs[p.PkgPath] = p.Types
		}
	}
	for _, g := range set.Groups {
		for _, v := range g.InformerVersions() {
			pkg := pkgs[v.PkgPath]
			if pkg == nil {
				return fmt.Errorf("decoders: no type information for %s", v.PkgPath)
			}
			var kinds []decoder.KindRef
			for _, k := range v.Kinds {
				if k.Informer {
					kinds = append(kinds, decoder.KindRef{Pkg: pkg, Name: k.Name})
				}
			}
			f, err := decoder.Build(kinds, v.InformerPkgPath(), v.PackageName())
			if err != nil {
				return fmt.Errorf("decoders: %w", err)
			}
			v.Decoders = f
		}
	}
	return nil
}
