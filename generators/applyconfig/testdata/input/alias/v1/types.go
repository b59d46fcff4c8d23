package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// PortNumber is an alias, as gateway-api declares its port numbers.
type PortNumber = int32

// Hostnames is an alias of a slice of an alias.
type Hostnames = []Hostname

// Hostname is an alias of string.
type Hostname = string

// Listener is a kind whose fields have alias types.
//
// +genclient
type Listener struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ListenerSpec `json:"spec"`
}

// ListenerSpec uses the aliases directly, behind a pointer, in a slice
// and in a map.
type ListenerSpec struct {
	Port   PortNumber              `json:"port"`
	Backup *PortNumber             `json:"backup,omitempty"`
	Extra  []PortNumber            `json:"extra,omitempty"`
	Names  Hostnames               `json:"names,omitempty"`
	ByName map[Hostname]PortNumber `json:"byName,omitempty"`
}

// ListenerList is a list of Listeners.
type ListenerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Listener `json:"items"`
}
