// Package v1 is doubtful input for a warning-case golden test: its
// GroupVersion, declared alone in a file without types, says v1alpha1 in
// directory v1.
//
// +groupName=example.com
package v1
