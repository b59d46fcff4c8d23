// Package v1 is an input of TestGenclientTypoInPattern, laid out as
// kubebuilder scaffolds it: its one kind's +genclient is misspelt.
//
// +kubebuilder:object:generate=true
// +groupName=example.com
package v1
