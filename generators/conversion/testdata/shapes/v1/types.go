package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Phase string

type Labels map[string]string

type Same struct {
	Name   string
	Count  int32
	Phase  Phase
	Labels Labels
	Tags   []string
	Ptr    *int64
}

type Wider struct {
	Count int32
	Items []Item
	ByKey map[string]Item
	First *Item
	Same  Same
}

type Item struct {
	Name   string
	Weight int32
}

type Object struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Wider  `json:"spec"`
	Status            Status `json:"status"`
}

type Status struct {
	Phase      Phase
	Conditions []string
}

type Stamp struct {
	Seconds int64
}

type Stamped struct {
	At Stamp
}

type Secret struct {
	Value string
}

type Holder struct {
	Name   string
	Secret Secret
}

// Blob is raw JSON in this version.
type Blob struct {
	Raw []byte
}

// +k8s:conversion-gen=false
type Skipped struct {
	A string
}

type Partial struct {
	Kept string
	// +k8s:conversion-gen=false
	Ignored string
}

// QueryOptions converts from url.Values too.
// +k8s:conversion-gen:explicit-from=net/url.Values
type QueryOptions struct {
	Query string `json:"query,omitempty"`
	Limit int64  `json:"limit,omitempty"`
	NoTag string
}
