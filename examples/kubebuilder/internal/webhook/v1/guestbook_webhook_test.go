package v1

import (
	"strings"
	"testing"

	webappv1 "github.com/kubegen/kubegen/examples/kubebuilder/api/v1"
)

func TestDefaultSetsTheTheme(t *testing.T) {
	gb := &webappv1.Guestbook{}
	Default(gb)
	if gb.Spec.Theme != "light" {
		t.Errorf("theme = %q after Default; want light", gb.Spec.Theme)
	}
	gb.Spec.Theme = "dark"
	Default(gb)
	if gb.Spec.Theme != "dark" {
		t.Errorf("Default replaced a chosen theme with %q", gb.Spec.Theme)
	}
}

func TestValidateLimitsDarkGuestbooks(t *testing.T) {
	gb := &webappv1.Guestbook{Spec: webappv1.GuestbookSpec{Theme: "dark", Size: 6}}
	if err := Validate(gb); err == nil || !strings.Contains(err.Error(), "spec.size") {
		t.Errorf("Validate of a dark guestbook of 6 = %v; want a spec.size error", err)
	}
	gb.Spec.Size = 5
	if err := Validate(gb); err != nil {
		t.Errorf("Validate of a dark guestbook of 5: %v", err)
	}
	gb.Spec.Theme, gb.Spec.Size = "light", 10
	if err := Validate(gb); err != nil {
		t.Errorf("Validate of a light guestbook of 10: %v", err)
	}
}
