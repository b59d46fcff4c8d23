package v2

import v1 "github.com/kubegen/kubegen/generators/crdschema/internal/testapi/declared/v1"

// +kubebuilder:object:root=true
// +kubebuilder:storageversion
type Declared v1.Declared
