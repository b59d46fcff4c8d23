package v1alpha1

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateCustom_ScalerSpec_Label is the hand-written validation
// +k8s:customValidation calls under an option: it declares no rules.
func ValidateCustom_ScalerSpec_Label(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}
