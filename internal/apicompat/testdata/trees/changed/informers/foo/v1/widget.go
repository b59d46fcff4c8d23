package v1

import (
	listers "example.com/trees/changed/listers/foo/v1"
)

type WidgetInformer interface {
	Lister() listers.WidgetLister
}

func NewWidgetInformer(resync int) WidgetInformer { return nil }

type sharedFactory struct{}

type Option func(*sharedFactory) *sharedFactory
