package v1

import (
	foov1 "example.com/trees/apis/foo/v1"
	"example.com/trees/cachelike"
)

const GroupName = "foo.example.com"

var SchemeVersion = "v1"

type WidgetLister interface {
	Widgets(namespace string) WidgetNamespaceLister
}

type WidgetNamespaceLister interface {
	Get(name string) (*foov1.Widget, error)
}

func NewWidgetLister(indexer cachelike.Indexer) WidgetLister { return nil }

type Options struct {
	Resync  int
	Labels  map[string]string
	private bool
}

func (o Options) WithResync(seconds int) Options { return o }

func (o *Options) Apply(opts ...func(*Options)) {}
