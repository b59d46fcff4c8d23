package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Stand-ins for the deep copies, so that the types are runtime.Objects
// RegisterDefaults can register (the tests build the generated file).

func (in *Widget) DeepCopyObject() runtime.Object     { return in }
func (in *WidgetList) DeepCopyObject() runtime.Object { return in }
func (in *Covered) DeepCopyObject() runtime.Object    { return in }
func (in *Outer) DeepCopyObject() runtime.Object      { return in }
func (in *Tagged) DeepCopyObject() runtime.Object     { return in }

func (in *Tagged) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
