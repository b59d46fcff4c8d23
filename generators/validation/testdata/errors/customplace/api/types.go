package api

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

type Widget struct {
	// +k8s:optional
	// +k8s:maxLength=3
	Name string `json:"name,omitempty"`
}

// Misplaced: the validations are generated into the parent package.
func ValidateCustom_Widget_Name(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}
