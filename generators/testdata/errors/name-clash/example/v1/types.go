package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// Bus is a test kind.
type Bus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// BusList is a list of Bus.
type BusList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Bus `json:"items"`
}

// +genclient
// Buse is a test kind.
type Buse struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// BuseList is a list of Buse.
type BuseList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Buse `json:"items"`
}
