package generators

import (
	"fmt"

	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

// addDecoders loads the full types of the input packages that have
// informers and gives each such version its decoders.
func addDecoders(cfg Config, set *model.Set) error {
	var paths []string
	for _, g := range set.Groups {
		for _, v := range g.InformerVersions() {
			paths = append(paths, v.PkgPath)
		}
	}
	pkgs, err := load.Types(cfg.Dir, paths)
	if err != nil {
		return fmt.Errorf("--decoders: %w", err)
	}
	for _, g := range set.Groups {
		for _, v := range g.InformerVersions() {
			var kinds []decoder.KindRef
			for _, k := range v.Kinds {
				if k.Informer {
					kinds = append(kinds, decoder.KindRef{Pkg: pkgs[v.PkgPath], Name: k.Name})
				}
			}
			f, err := decoder.Build(kinds, v.InformerPkgPath(), v.PackageName())
			if err != nil {
				return fmt.Errorf("--decoders: %w", err)
			}
			v.Decoders = f
		}
	}
	return nil
}
