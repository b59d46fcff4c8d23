package union

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateCustom_Lone is the hand-written validation +k8s:customValidation
// on Lone calls.
func ValidateCustom_Lone(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *Lone) field.ErrorList {
	return nil
}

// ValidateCustom_Outer_Bare is the hand-written validation
// +k8s:customValidation on Outer.Bare calls.
func ValidateCustom_Outer_Bare(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *Inner) field.ErrorList {
	return nil
}
