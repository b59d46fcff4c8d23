// Package v1 is a test input: a namespaced and a cluster-scoped kind, a
// readonly kind, subresource methods and a +resourceName override.
//
// +groupName=example.com
package v1
