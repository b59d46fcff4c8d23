package informers

import (
	"fmt"
	"path"
	"path/filepath"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

var _ pipeline.Flagged = (*Gen)(nil)

// Flags defines where the informers go and what they import. These are
// the model's options, so Finish sets them in the shared settings; it also
// has the informers decode with the generated decoders when --decoders
// asks for them (the decoder generator runs when they do).
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		return kubegenFlags(fs)
	}
	return informerGenFlags(fs)
}

// kubegenFlags are kubegen's: the informers at
// <output-dir>/<informers-subdir>/externalversions, importing the
// clientset and listers kubegen generates.
func kubegenFlags(fs *pflag.FlagSet) pipeline.Finish {
	sub := fs.String("informers-subdir", "informers", "the directory below --output-dir for the informers (\".\": --output-dir itself); \"\" turns the informers off")
	return func(s *pipeline.Shared) (bool, error) {
		if *sub == "" {
			return false, nil
		}
		if err := s.NeedOutputDir(); err != nil {
			return false, err
		}
		o := &s.Options
		// The clientset's and listers' Finish ran first (registry order).
		if o.ClientsetPkg == "" || o.ListersPkg == "" {
			return false, fmt.Errorf("the informers import the generated clientset and listers: --clientset-subdir and --listers-subdir must not be empty while --informers-subdir is not")
		}
		o.InformersDir = filepath.Join(o.OutputDir, *sub, "externalversions")
		o.InformersPkg = path.Join(o.OutputPkg, *sub, "externalversions")
		o.Decoders = s.Decoders
		return true, nil
	}
}

// informerGenFlags are informer-gen's (upstream v0.37.2's): the clientset
// and listers are named, since another command generated them.
func informerGenFlags(fs *pflag.FlagSet) pipeline.Finish {
	internal := fs.String("internal-clientset-package", "", "the Go import path of an internal clientset: refused, kubegen writes no informers of internal versions")
	versioned := fs.String("versioned-clientset-package", "", "the Go import path of the versioned clientset the informers list and watch with")
	listers := fs.String("listers-package", "", "the Go import path of the listers the informers return")
	single := fs.Bool("single-directory", false, "write the factory directly in --output-dir, without the externalversions subdirectory")
	return func(s *pipeline.Shared) (bool, error) {
		if *internal != "" {
			return false, fmt.Errorf("--internal-clientset-package is not supported: kubegen generates informers for versioned APIs only; remove the flag")
		}
		if *versioned == "" || *listers == "" {
			return false, fmt.Errorf("--versioned-clientset-package and --listers-package must be specified: the informers import them")
		}
		o := &s.Options
		o.ClientsetPkg, o.ListersPkg, o.SingleDirectory = *versioned, *listers, *single
		o.InformersDir, o.InformersPkg = o.OutputDir, o.OutputPkg
		if !*single {
			o.InformersDir, o.InformersPkg = filepath.Join(o.OutputDir, "externalversions"), path.Join(o.OutputPkg, "externalversions")
		}
		o.Decoders = s.Decoders
		return true, nil
	}
}
