// Package v1 holds the kind-level markers: resource, printcolumn,
// subresources, metadata, selectablefield, externalDocs.
// +groupName=resource.corpus.example.com
package v1
