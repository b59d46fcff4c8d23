package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Fleet has a scale subresource applied through scaling/v1's Scale.
//
// +genclient
// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=github.com/kubegen/kubegen/generators/applyconfig/testdata/input/cross/scaling/v1.Scale,result=github.com/kubegen/kubegen/generators/applyconfig/testdata/input/cross/scaling/v1.Scale
type Fleet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FleetSpec `json:"spec,omitempty"`
}

// FleetSpec is the wanted fleet.
type FleetSpec struct {
	Size int32 `json:"size,omitempty"`
}

// FleetList is a list of Fleets.
type FleetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Fleet `json:"items"`
}
