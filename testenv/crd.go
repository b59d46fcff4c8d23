package testenv

import (
	"context"
	"fmt"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsclient "k8s.io/apiextensions-apiserver/pkg/client/clientset/clientset"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// InstallCRDs creates the CRDs (a CRD that exists already is left as it
// is) and waits until each is Established and its served versions answer a
// LIST, so that tests can use them right away.
func (e *Env) InstallCRDs(ctx context.Context, crds ...*apiextensionsv1.CustomResourceDefinition) error {
	cs, err := apiextensionsclient.NewForConfig(e.Config)
	if err != nil {
		return err
	}
	crdClient := cs.ApiextensionsV1().CustomResourceDefinitions()
	for _, crd := range crds {
		if _, err := crdClient.Create(ctx, crd, metav1.CreateOptions{}); err != nil && !apierrors.IsAlreadyExists(err) {
			return fmt.Errorf("create CRD %s: %w", crd.Name, err)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, e.opts.StartTimeout)
	defer cancel()
	for _, crd := range crds {
		if err := poll(ctx, func(ctx context.Context) (bool, error) {
			got, err := crdClient.Get(ctx, crd.Name, metav1.GetOptions{})
			if err != nil {
				return false, err
			}
			return established(got), nil
		}); err != nil {
			return fmt.Errorf("CRD %s not established: %w", crd.Name, err)
		}
	}
	return e.waitServed(ctx, crds)
}

// waitExistingCRDsServed waits until every established CRD is served: a
// (re)started apiserver answers for CRDs only once its CRD informer has
// synced, a moment after the CRD API itself answers.
func (e *Env) waitExistingCRDsServed(ctx context.Context) error {
	cs, err := apiextensionsclient.NewForConfig(e.Config)
	if err != nil {
		return err
	}
	list, err := cs.ApiextensionsV1().CustomResourceDefinitions().List(ctx, metav1.ListOptions{})
	if err != nil {
		return fmt.Errorf("list CRDs: %w", err)
	}
	var crds []*apiextensionsv1.CustomResourceDefinition
	for i := range list.Items {
		if established(&list.Items[i]) {
			crds = append(crds, &list.Items[i])
		}
	}
	return e.waitServed(ctx, crds)
}

// waitServed waits until a LIST of every served version of crds answers 200.
func (e *Env) waitServed(ctx context.Context, crds []*apiextensionsv1.CustomResourceDefinition) error {
	hc, err := e.probeClient()
	if err != nil {
		return err
	}
	for _, crd := range crds {
		for _, v := range crd.Spec.Versions {
			if !v.Served {
				continue
			}
			path := fmt.Sprintf("/apis/%s/%s/%s?limit=1", crd.Spec.Group, v.Name, crd.Spec.Names.Plural)
			if err := poll(ctx, func(ctx context.Context) (bool, error) {
				return answersOK(ctx, hc, e.Config.Host+path)
			}); err != nil {
				return fmt.Errorf("CRD %s: GET %s never answered 200: %w", crd.Name, path, err)
			}
		}
	}
	return nil
}

func established(crd *apiextensionsv1.CustomResourceDefinition) bool {
	for _, c := range crd.Status.Conditions {
		if c.Type == apiextensionsv1.Established && c.Status == apiextensionsv1.ConditionTrue {
			return true
		}
	}
	return false
}

// poll calls check every 50ms until it returns true or ctx ends.
func poll(ctx context.Context, check func(context.Context) (bool, error)) error {
	var last error
	for {
		ok, err := check(ctx)
		if ok {
			return nil
		}
		if err != nil {
			last = err
		}
		select {
		case <-ctx.Done():
			if last != nil {
				return fmt.Errorf("%w (last error: %v)", ctx.Err(), last)
			}
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}
