package rbac

import (
	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

var _ pipeline.Flagged = (*Gen)(nil)

// Flags are kubegen's: the rbac generator is off unless --rbac-output-dir
// names where role.yaml goes. It has no command of its own besides
// controller-gen, which sets the fields from its own grammar.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd != pipeline.Kubegen {
		return nil
	}
	fs.StringVar(&g.Out.Dir, "rbac-output-dir", "", "the directory role.yaml is written in, from the +kubebuilder:rbac markers (controller-gen's output:rbac:artifacts:config); \"\" turns rbac off")
	fs.StringVar(&g.RoleName, "rbac-role-name", "manager-role", "the name of the ClusterRole and of each namespace's Role (controller-gen's rbac:roleName)")
	fs.StringSliceVar(&g.Paths, "rbac-paths", nil, "the packages whose +kubebuilder:rbac markers are read, from syntax only (controllers: ./internal/controller/...); default the input packages")
	return func(*pipeline.Shared) (bool, error) { return g.Out.Dir != "", nil }
}
