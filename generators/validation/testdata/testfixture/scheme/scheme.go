// Package scheme is a test scheme like code-generator's testscheme: its
// AddValidationFunc takes any type, and its builder the registration
// functions RegisterValidations is one of.
package scheme

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Scheme holds validation functions by type.
type Scheme struct {
	funcs map[any]func(ctx context.Context, op operation.Operation, obj, oldObj any) field.ErrorList
}

// AddValidationFunc registers fn for srcType, which may be any type.
func (s *Scheme) AddValidationFunc(srcType any, fn func(ctx context.Context, op operation.Operation, obj, oldObj any) field.ErrorList) {
	if s.funcs == nil {
		s.funcs = map[any]func(ctx context.Context, op operation.Operation, obj, oldObj any) field.ErrorList{}
	}
	s.funcs[srcType] = fn
}

// Builder collects registration functions.
type Builder struct {
	fns []func(*Scheme) error
}

// New is an empty builder.
func New() *Builder { return &Builder{} }

// Register adds fn.
func (b *Builder) Register(fn func(*Scheme) error) { b.fns = append(b.fns, fn) }

// Tester runs fixtures.
type Tester struct{ t *testing.T }

// Test is a tester for t.
func (b *Builder) Test(t *testing.T) *Tester { return &Tester{t} }

// ValidateFixtures would compare validateFalse errors with fixtures.
func (*Tester) ValidateFixtures() {}
