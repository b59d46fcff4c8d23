package v1

import (
	listers "example.com/trees/substituted/listers/foo/v1"
)

type WidgetInformer interface {
	Lister() listers.WidgetLister
}

func NewWidgetInformer(resync int) WidgetInformer { return nil }

type factory struct{}

type Option func(*factory) *factory
