/*
Copyright 2026 The kubegen authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

// Package v1 holds the Guestbook webhooks. kubebuilder's create webhook puts
// a controller-runtime defaulter and validator here; these are the same
// checks as plain functions, and their markers are what kubegen's webhook
// generator reads.
package v1

import (
	"fmt"

	webappv1 "github.com/kubegen/kubegen/examples/kubebuilder/api/v1"
)

// +kubebuilder:webhook:path=/mutate-webapp-example-com-v1-guestbook,mutating=true,failurePolicy=fail,sideEffects=None,groups=webapp.example.com,resources=guestbooks,verbs=create;update,versions=v1,name=mguestbook-v1.kb.io,admissionReviewVersions=v1

// Default fills in what a Guestbook left out.
func Default(gb *webappv1.Guestbook) {
	if gb.Spec.Theme == "" {
		gb.Spec.Theme = "light"
	}
}

// +kubebuilder:webhook:path=/validate-webapp-example-com-v1-guestbook,mutating=false,failurePolicy=fail,sideEffects=None,groups=webapp.example.com,resources=guestbooks,verbs=create;update,versions=v1,name=vguestbook-v1.kb.io,admissionReviewVersions=v1

// Validate refuses what the schema cannot say: a dark guestbook is limited
// to five replicas.
func Validate(gb *webappv1.Guestbook) error {
	if gb.Spec.Theme == "dark" && gb.Spec.Size > 5 {
		return fmt.Errorf("spec.size: a dark guestbook runs at most 5 replicas, not %d", gb.Spec.Size)
	}
	return nil
}
