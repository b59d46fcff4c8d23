// Package v1 is a corpus error case: a field of interface type, which deep copies cannot copy.
// +groupName=err-object-interface.corpus.example.com
// +kubebuilder:object:generate=true
package v1
