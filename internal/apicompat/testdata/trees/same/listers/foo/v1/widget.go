// Same exported API as upstream's, spelled differently: other parameter and
// type parameter names, an alias, another import name, other unexported parts.
package v1

import (
	api "example.com/trees/apis/foo/v1"
	"example.com/trees/cachelike"
)

const GroupName = "foo.example.com"

var SchemeVersion = "v1"

type widgetPtr = *api.Widget

type WidgetLister interface {
	Widgets(ns string) WidgetNamespaceLister
	List(string) ([]widgetPtr, error)
}

type WidgetNamespaceLister interface {
	Get(string) (*api.Widget, error)
}

type lister struct{ idx cachelike.Indexer }

func (l *lister) List(string) ([]widgetPtr, error)       { return nil, nil }
func (l *lister) Widgets(string) WidgetNamespaceLister   { return nil }
func NewWidgetLister(idx cachelike.Indexer) WidgetLister { return &lister{idx: idx} }
func Filter[E any](list []E, predicate func(E) bool) []E { return list }
func (o Options) WithResync(s int) Options               { return o }
func (o *Options) Apply(fns ...func(*Options))           {}
func unexportedHelper()                                  {}

type Options struct {
	Resync int
	Labels map[string]string
	cached []string
}
