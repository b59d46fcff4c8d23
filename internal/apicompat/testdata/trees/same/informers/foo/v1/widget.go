package v1

import (
	"example.com/trees/same/listers/foo/v1"
)

type WidgetInformer interface {
	Lister() v1.WidgetLister
}

func NewWidgetInformer(seconds int) WidgetInformer { return nil }

type factory struct{}

type Option func(*factory) *factory
