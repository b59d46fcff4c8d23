package v1

import "k8s.io/apimachinery/pkg/runtime"

// Shallow copies are enough for these test types: nothing mutates them.

func (in *Shape) DeepCopyObject() runtime.Object       { out := *in; return &out }
func (in *ShapeList) DeepCopyObject() runtime.Object   { out := *in; return &out }
func (in *Cluster) DeepCopyObject() runtime.Object     { out := *in; return &out }
func (in *ClusterList) DeepCopyObject() runtime.Object { out := *in; return &out }
func (in *Frozen) DeepCopyObject() runtime.Object      { out := *in; return &out }
func (in *FrozenList) DeepCopyObject() runtime.Object  { out := *in; return &out }
