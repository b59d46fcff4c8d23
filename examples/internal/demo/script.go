package demo

import (
	"context"
	"fmt"
	"io"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/testenv/widget"
)

// Script is the scripted client: each call changes one Widget in one
// namespace and narrates the change on its log.
type Script struct {
	Client    *widget.Client
	Namespace string
	log       io.Writer
}

// NewScript returns a Script for namespace ns that narrates on log.
func NewScript(cfg *rest.Config, ns string, log io.Writer) (*Script, error) {
	rc, err := widget.NewRESTClient(cfg)
	if err != nil {
		return nil, err
	}
	return &Script{Client: widget.NewClient(rc), Namespace: ns, log: log}, nil
}

// Create creates Widget name with spec.size 1 and an empty status.
func (s *Script) Create(ctx context.Context, name string) (*widget.Widget, error) {
	fmt.Fprintf(s.log, "script: create %s/%s\n", s.Namespace, name)
	w := &widget.Widget{
		ObjectMeta: metav1.ObjectMeta{Namespace: s.Namespace, Name: name},
		Spec:       widget.WidgetSpec{Size: 1, Color: "blue"},
	}
	out, err := s.Client.Create(ctx, w)
	if err != nil {
		return nil, fmt.Errorf("create %s: %w", name, err)
	}
	return out, nil
}

// SetPhase writes status.phase of Widget name through the status
// subresource.
func (s *Script) SetPhase(ctx context.Context, name, phase string) (*widget.Widget, error) {
	fmt.Fprintf(s.log, "script: set %s/%s status.phase=%s\n", s.Namespace, name, phase)
	w, err := s.Client.Get(ctx, s.Namespace, name)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", name, err)
	}
	w.Status.Phase = phase
	out, err := s.Client.UpdateStatus(ctx, w)
	if err != nil {
		return nil, fmt.Errorf("update status of %s: %w", name, err)
	}
	return out, nil
}

// Delete deletes Widget name.
func (s *Script) Delete(ctx context.Context, name string) error {
	fmt.Fprintf(s.log, "script: delete %s/%s\n", s.Namespace, name)
	if err := s.Client.Delete(ctx, s.Namespace, name); err != nil {
		return fmt.Errorf("delete %s: %w", name, err)
	}
	return nil
}
