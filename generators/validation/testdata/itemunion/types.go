package itemunion

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Request is a root type whose conditions form item unions.
type Request struct {
	metav1.TypeMeta `json:",inline"`

	Status RequestStatus `json:"status"`
}

// RequestStatus holds the lists, as certificates/v1's
// CertificateSigningRequestStatus does.
type RequestStatus struct {
	// At most one of Approved and Denied.
	// +k8s:beta(since: "1.37")=+k8s:listType=map
	// +k8s:beta(since: "1.37")=+k8s:listMapKey=type
	// +k8s:beta(since: "1.37")=+k8s:customUnique
	// +k8s:beta(since: "1.37")=+k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember
	// +k8s:beta(since: "1.37")=+k8s:item(type: "Denied")=+k8s:zeroOrOneOfMember
	Conditions []Condition `json:"conditions,omitempty"`

	// Exactly one of three, a named union, beside an item validation and
	// the list's uniqueness (the union's call first: item sorts before
	// listType).
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Ready")=+k8s:unionMember(union: "state")
	// +k8s:item(type: "Failed")=+k8s:unionMember(union: "state")
	// +k8s:item(type: "Failed")=+k8s:immutable
	// +k8s:item(type: "Waiting")=+k8s:unionMember(union: "state")
	Phases []Condition `json:"phases,omitempty"`
}

// Condition is an item of the lists above.
type Condition struct {
	Type    string `json:"type"`
	Message string `json:"message,omitempty"`
}
