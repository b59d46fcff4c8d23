package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

    // +genclient
    // +genclient:nonNamespace

    // Sprocket is declared on an indented line and has a tag error.
    type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
    }

    // SprocketList is a list of sprockets.
    type SprocketList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Sprocket `json:"items"`
    }
