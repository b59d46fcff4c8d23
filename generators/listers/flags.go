package listers

import (
	"path"
	"path/filepath"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

var _ pipeline.Flagged = (*Gen)(nil)

// Flags defines where the listers go. Their location is the model's (the
// informers import the listers), so Finish sets it in the shared settings:
// kubegen's <output-dir>/<listers-subdir>, or lister-gen's --output-dir
// itself.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		sub := fs.String("listers-subdir", "listers", "the directory below --output-dir for the listers (\".\": --output-dir itself); \"\" turns the listers off")
		return func(s *pipeline.Shared) (bool, error) {
			if *sub == "" {
				return false, nil
			}
			if err := s.NeedOutputDir(); err != nil {
				return false, err
			}
			o := &s.Options
			o.ListersDir, o.ListersPkg = filepath.Join(o.OutputDir, *sub), path.Join(o.OutputPkg, *sub)
			return true, nil
		}
	}
	return func(s *pipeline.Shared) (bool, error) {
		o := &s.Options
		o.ListersDir, o.ListersPkg = o.OutputDir, o.OutputPkg
		return true, nil
	}
}
