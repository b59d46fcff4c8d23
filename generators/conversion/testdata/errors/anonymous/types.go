package anonymous

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Anonymous's field Inline has an unnamed struct type whose tags differ
// from the internal one's: two types with no name to find a conversion
// function by. (TypeMeta has hand-written conversions, so Anonymous is
// converted field by field, not in place.)
type Anonymous struct {
	metav1.TypeMeta `json:",inline"`
	Inline          struct {
		A string `json:"a"`
	} `json:"inline"`
}
