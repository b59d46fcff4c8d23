package customclaims

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

type Widget struct {
	// +k8s:optional
	// +k8s:customValidation
	Name string `json:"name,omitempty"`
	// +k8s:optional
	Size int32 `json:"size,omitempty"`
}

func ValidateCustom_Widget_Name(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}

// No tag names this one.
func ValidateCustom_Widget_Size(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *int32) field.ErrorList {
	return nil
}
