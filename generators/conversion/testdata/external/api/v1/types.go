// Package v1 declares versioned types whose conversions live in another
// package (as k8s.io/api's do, converted in k8s.io/kubernetes/pkg/apis).
package v1

type Phase string

type Item struct {
	Name   string
	Weight int32
}

type Wider struct {
	Count int32
	Items []Item
	ByKey map[string]Item
	First *Item
	Same  Same
}

type Labels map[string]string

type Same struct {
	Name   string
	Count  int32
	Phase  Phase
	Labels Labels
	Tags   []string
	Ptr    *int64
}
