package v1

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateCustom_WidgetSpec_Note is the hand-written validation
// +k8s:customValidation calls: it declares no rules.
func ValidateCustom_WidgetSpec_Note(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *string) field.ErrorList {
	return nil
}
