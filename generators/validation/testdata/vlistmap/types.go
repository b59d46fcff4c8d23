package vlistmap

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is the root; its fields are of the named list types below.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// Items are matched by the type's key (eachVal's old item).
	// +k8s:optional
	// +k8s:eachVal=+k8s:immutable
	Ports PortList `json:"ports,omitempty"`

	// Shape frozen by the type's two keys.
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	// +k8s:optional
	Rules RuleList `json:"rules,omitempty"`

	// A set type: NoAddItem compares items whole.
	// +k8s:update=NoAddItem
	// +k8s:optional
	Names NameSet `json:"names,omitempty"`

	// An item of the field, selected by the type's key.
	// +k8s:item(name: "main")=+k8s:immutable
	// +k8s:optional
	Mains PortList `json:"mains,omitempty"`

	// No tags: the type's function only.
	// +k8s:optional
	Plain PortList `json:"plain,omitempty"`

	// +k8s:optional
	Unique UniqueMap `json:"unique,omitempty"`

	// +k8s:optional
	Labeled LabeledList `json:"labeled,omitempty"`

	// +k8s:optional
	Pointers PtrPortList `json:"pointers,omitempty"`

	// +k8s:optional
	Tasks TaskList `json:"tasks,omitempty"`

	// +k8s:optional
	Jobs JobList `json:"jobs,omitempty"`

	// +k8s:optional
	Beta BetaSet `json:"beta,omitempty"`

	// +k8s:optional
	Again PortListAgain `json:"again,omitempty"`

	// +k8s:optional
	Custom CustomList `json:"custom,omitempty"`

	// Items not matched (an atomic list).
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=10
	Atomic AtomicList `json:"atomic,omitempty"`
}

// Port is an item keyed by its name.
type Port struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
}

// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "http")=+k8s:immutable
type PortList []Port

// PortListAgain is a list type over PortList with list tags of its own.
// +k8s:listType=map
// +k8s:listMapKey=port
type PortListAgain PortList

// Rule is keyed by two fields, one a pointer.
type Rule struct {
	Host *string `json:"host"`
	Path string  `json:"path"`
	Data []byte  `json:"data,omitempty"`
}

// +k8s:listType=map
// +k8s:listMapKey=host
// +k8s:listMapKey=path
// +k8s:item(host: "a", path: "/")=+k8s:immutable
type RuleList []Rule

// +k8s:listType=set
type NameSet []string

// Tagged items are not comparable (a list inside).
type Tagged struct {
	Key  string   `json:"key"`
	Tags []string `json:"tags,omitempty"`
}

// An atomic list made a map by unique.
// +k8s:listType=atomic
// +k8s:unique=map
// +k8s:listMapKey=key
type UniqueMap []Tagged

// Label has validations of its own, so the type's function iterates its
// items, matching old ones by the type's key.
type Label struct {
	// +k8s:required
	// +k8s:maxLength=63
	Key string `json:"key"`
	// +k8s:optional
	// +k8s:format=k8s-label-value
	Value string `json:"value,omitempty"`
}

// +k8s:listType=map
// +k8s:listMapKey=key
type LabeledList []Label

// A list of pointers keyed by name.
// +k8s:listType=map
// +k8s:listMapKey=name
type PtrPortList []*Port

// Task is an item of the union lists.
type Task struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// Exactly one of two items, named by the type.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "succeeded")=+k8s:unionMember
// +k8s:item(name: "failed")=+k8s:unionMember
type TaskList []Task

// At most one of two items, a named union, and an item validation.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "running")=+k8s:zeroOrOneOfMember(union: "phase")
// +k8s:item(name: "waiting")=+k8s:zeroOrOneOfMember(union: "phase")
// +k8s:item(name: "waiting")=+k8s:immutable
type JobList []Task

// A set whose uniqueness is a beta check.
// +k8s:beta(since: "1.37")=+k8s:listType=set
type BetaSet []int64

// Uniqueness checked by hand-written code.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:customUnique
type CustomList []Port

// +k8s:listType=atomic
type AtomicList []string
