/*
Copyright 2026 The CronJob Operator Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	"context"
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// log is for logging in this package.
var cronjoblog = logf.Log.WithName("cronjob-resource")

// SetupWebhookWithManager will setup the manager to manage the webhooks.
func (r *CronJob) SetupWebhookWithManager(mgr ctrl.Manager) error {
	return ctrl.NewWebhookManagedBy(mgr, r).
		WithValidator(&CronJobCustomValidator{}).
		WithDefaulter(&CronJobCustomDefaulter{DefaultConcurrencyPolicy: AllowConcurrent}).
		Complete()
}

// +kubebuilder:webhook:path=/mutate-batch-tutorial-example-com-v1-cronjob,mutating=true,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.example.com,resources=cronjobs,verbs=create;update,versions=v1,name=mcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomDefaulter struct is responsible for setting default values on the custom resource of the
// Kind CronJob when those are created or updated.
//
// NOTE: The +kubebuilder:object:generate=false marker prevents controller-gen from generating DeepCopy methods,
// as it is used only for temporary operations and does not need to be deeply copied.
// +kubebuilder:object:generate=false
type CronJobCustomDefaulter struct {
	DefaultConcurrencyPolicy ConcurrencyPolicy
	DefaultSuspend           bool
	Selector                 *ScheduleSelector
}

var _ admission.Defaulter[*CronJob] = &CronJobCustomDefaulter{}

// Default implements admission.Defaulter so a webhook will be registered for the Kind CronJob.
func (d *CronJobCustomDefaulter) Default(ctx context.Context, cronjob *CronJob) error {
	cronjoblog.Info("defaulting", "name", cronjob.GetName())
	if cronjob.Spec.ConcurrencyPolicy == "" {
		cronjob.Spec.ConcurrencyPolicy = d.DefaultConcurrencyPolicy
	}
	if cronjob.Spec.Suspend == nil {
		cronjob.Spec.Suspend = new(bool)
		*cronjob.Spec.Suspend = d.DefaultSuspend
	}
	return nil
}

// +kubebuilder:webhook:path=/validate-batch-tutorial-example-com-v1-cronjob,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.example.com,resources=cronjobs,verbs=create;update,versions=v1,name=vcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomValidator struct is responsible for validating the CronJob resource
// when it is created, updated, or deleted.
//
// +kubebuilder:object:generate=false
type CronJobCustomValidator struct{}

var _ admission.Validator[*CronJob] = &CronJobCustomValidator{}

// ValidateCreate implements admission.Validator.
func (v *CronJobCustomValidator) ValidateCreate(ctx context.Context, cronjob *CronJob) (admission.Warnings, error) {
	return nil, validate(cronjob)
}

// ValidateUpdate implements admission.Validator.
func (v *CronJobCustomValidator) ValidateUpdate(ctx context.Context, oldCronJob, cronjob *CronJob) (admission.Warnings, error) {
	return nil, validate(cronjob)
}

// ValidateDelete implements admission.Validator.
func (v *CronJobCustomValidator) ValidateDelete(ctx context.Context, cronjob *CronJob) (admission.Warnings, error) {
	return nil, nil
}

// validate checks what the schema cannot.
func validate(cronjob *CronJob) error {
	if len(cronjob.Name) > 52 {
		return fmt.Errorf("metadata.name: must be no more than 52 characters")
	}
	return nil
}
