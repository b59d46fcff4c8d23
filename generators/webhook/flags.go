package webhook

import (
	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

var _ pipeline.Flagged = (*Gen)(nil)

// Flags are kubegen's: the webhook generator is off unless
// --webhook-output-dir names where manifests.yaml goes.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd != pipeline.Kubegen {
		return nil
	}
	fs.StringVar(&g.Out.Dir, "webhook-output-dir", "", "the directory manifests.yaml is written in, from the +kubebuilder:webhook markers (controller-gen's output:webhook:artifacts:config); \"\" turns webhook off")
	fs.StringSliceVar(&g.Paths, "webhook-paths", nil, "the packages whose +kubebuilder:webhook markers are read, from syntax only (./internal/webhook/...); default the input packages")
	return func(*pipeline.Shared) (bool, error) { return g.Out.Dir != "", nil }
}
