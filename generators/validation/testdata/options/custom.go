package options

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateCustom_Scaler_Label is the hand-written validation
// +k8s:customValidation on Scaler.Label calls.
func ValidateCustom_Scaler_Label(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}
