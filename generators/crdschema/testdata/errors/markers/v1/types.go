package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Item is a list item.
type Item struct {
	Name string `json:"name"`
}

// BadSpec has one bad marker per field.
type BadSpec struct {
	// +kubebuilder:validation:Minimum=-1.5
	NonIntegral int32 `json:"nonIntegral"`
	// +kubebuilder:validation:MaxLength=5
	LengthOfNumber int32 `json:"lengthOfNumber"`
	// +kubebuilder:validation:MaxItems=many
	NotANumber []string `json:"notANumber"`
	// +listType=map
	// +listMapKey=nope
	NoSuchKey []Item  `json:"noSuchKey"`
	Ratio     float64 `json:"ratio"`
	NoTag     string
	// +kubebuilder:validation:items:MaxLength=3
	NotAList string `json:"notAList"`
	// +kubebuilder:validation:XValidation:rule="self > 0",reason=Wrong
	BadReason int32 `json:"badReason"`
	// +kubebuilder:validation:Maxlength=5
	Misspelt string `json:"misspelt"`
	// +kubebuilder:validation:UniqueItems:true
	Colon []string `json:"colon"`
	// +listType=bag
	BadListType []string `json:"badListType"`
}

// Bad is the kind.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec"`
}
