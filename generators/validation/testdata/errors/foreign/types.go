package foreign

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget's field is of a package validation-gen is not told to walk.
type Widget struct {
	Meta metav1.ObjectMeta `json:"metadata"`
}
