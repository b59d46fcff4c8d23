package widget

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
)

// Client is a typed client for Widgets over a REST client from
// NewRESTClient, shaped like a generated typed client.
type Client struct {
	rest rest.Interface
}

// NewClient wraps rc, which must come from NewRESTClient (or share its codec).
func NewClient(rc rest.Interface) *Client { return &Client{rest: rc} }

// RESTClient returns the underlying REST client.
func (c *Client) RESTClient() rest.Interface { return c.rest }

// Create creates w in its namespace.
func (c *Client) Create(ctx context.Context, w *Widget) (*Widget, error) {
	out := &Widget{}
	err := c.rest.Post().Namespace(w.Namespace).Resource(Resource).
		Body(w).Do(ctx).Into(out)
	return out, err
}

// Update replaces w; w.ResourceVersion is the precondition.
func (c *Client) Update(ctx context.Context, w *Widget) (*Widget, error) {
	out := &Widget{}
	err := c.rest.Put().Namespace(w.Namespace).Resource(Resource).Name(w.Name).
		Body(w).Do(ctx).Into(out)
	return out, err
}

// UpdateStatus replaces w's status through the status subresource.
func (c *Client) UpdateStatus(ctx context.Context, w *Widget) (*Widget, error) {
	out := &Widget{}
	err := c.rest.Put().Namespace(w.Namespace).Resource(Resource).Name(w.Name).
		SubResource("status").Body(w).Do(ctx).Into(out)
	return out, err
}

// Delete deletes namespace/name.
func (c *Client) Delete(ctx context.Context, namespace, name string) error {
	return c.rest.Delete().Namespace(namespace).Resource(Resource).Name(name).
		Do(ctx).Error()
}

// Get reads namespace/name.
func (c *Client) Get(ctx context.Context, namespace, name string) (*Widget, error) {
	out := &Widget{}
	err := c.rest.Get().Namespace(namespace).Resource(Resource).Name(name).
		Do(ctx).Into(out)
	return out, err
}

// List lists Widgets in namespace ("" for all namespaces).
func (c *Client) List(ctx context.Context, namespace string, opts metav1.ListOptions) (*WidgetList, error) {
	out := &WidgetList{}
	err := c.rest.Get().Namespace(namespace).Resource(Resource).
		VersionedParams(&opts, metav1.ParameterCodec).Do(ctx).Into(out)
	return out, err
}

// Watch watches Widgets in namespace ("" for all namespaces).
func (c *Client) Watch(ctx context.Context, namespace string, opts metav1.ListOptions) (watch.Interface, error) {
	opts.Watch = true
	return c.rest.Get().Namespace(namespace).Resource(Resource).
		VersionedParams(&opts, metav1.ParameterCodec).Watch(ctx)
}
