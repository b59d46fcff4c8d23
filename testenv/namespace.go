package testenv

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
)

// EnsureNamespace creates namespace name through cfg unless it exists:
// kube-apiserver refuses namespaced objects in a namespace that does not.
// On the apiextensions-only server, which serves no namespaces and needs
// none, it does nothing.
func EnsureNamespace(ctx context.Context, cfg *rest.Config, name string) error {
	cs, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return err
	}
	_, err = cs.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	switch {
	case err == nil, apierrors.IsAlreadyExists(err):
		return nil
	case apierrors.IsNotFound(err):
		// The resource itself is not served: the apiextensions server.
		return nil
	default:
		return fmt.Errorf("create namespace %s: %w", name, err)
	}
}
