package v1

import "github.com/kubegen/kubegen/generators/defaulter/testdata/input/types"

func SetDefaults_GadgetSpec(obj *types.GadgetSpec) {
	if obj.Name == "" {
		obj.Name = "gadget"
	}
}
