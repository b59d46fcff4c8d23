package v1

import (
	"k8s.io/apimachinery/pkg/conversion"

	"github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example"
)

// Convert_example_Status_To_v1_Status drops Internal, which this version
// does not have.
func Convert_example_Status_To_v1_Status(in *example.Status, out *Status, s conversion.Scope) error {
	return autoConvert_example_Status_To_v1_Status(in, out, s)
}

// Convert_v1_Stamp_To_example_Stamp only copies.
// +k8s:conversion-fn=copy-only
func Convert_v1_Stamp_To_example_Stamp(in *Stamp, out *example.Stamp, s conversion.Scope) error {
	out.Seconds = in.Seconds
	return nil
}

// +k8s:conversion-fn=drop
func Convert_v1_Secret_To_example_Secret(in *Secret, out *example.Secret, s conversion.Scope) error {
	return nil
}

// Convert_v1_Blob_To_example_Blob keeps the raw bytes.
func Convert_v1_Blob_To_example_Blob(in *Blob, out *example.Blob, s conversion.Scope) error {
	*out = in.Raw
	return nil
}

// Convert_v1_Wrong_Name has the signature of a conversion but not its
// name: upstream asks to rename it.
func Convert_v1_Wrong_Name(in *Stamp, out *example.Holder, s conversion.Scope) error {
	return nil
}
