/*
Copyright 2026 The kubegen authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package v1 holds the webapp.example.com/v1 API, laid out as kubebuilder's
// create api lays it out.
// +kubebuilder:object:generate=true
// +groupName=webapp.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// GroupVersion is the group and version of this package's types.
var GroupVersion = schema.GroupVersion{Group: "webapp.example.com", Version: "v1"}

// SchemeBuilder collects the functions that add this package's types to a
// scheme. kubebuilder uses controller-runtime's builder here; the examples
// module does not depend on controller-runtime, so apimachinery's serves.
var SchemeBuilder = runtime.NewSchemeBuilder(func(s *runtime.Scheme) error {
	s.AddKnownTypes(GroupVersion, &Guestbook{}, &GuestbookList{})
	metav1.AddToGroupVersion(s, GroupVersion)
	return nil
})

// AddToScheme adds this package's types to a scheme.
var AddToScheme = SchemeBuilder.AddToScheme
