package v1

import (
	"k8s.io/apimachinery/pkg/conversion"
	"k8s.io/apimachinery/pkg/runtime"

	"github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example"
)

var localSchemeBuilder = runtime.SchemeBuilder{}

type Stamp struct {
	Seconds int64
}

func Convert_v1_Stamp_To_example_Stamp(in *Stamp, out *example.Stamp, s conversion.Scope) error {
	out.Seconds = in.Seconds
	return nil
}

func Convert_example_Stamp_To_v1_Stamp(in *example.Stamp, out *Stamp, s conversion.Scope) error {
	out.Seconds = in.Seconds
	return nil
}
