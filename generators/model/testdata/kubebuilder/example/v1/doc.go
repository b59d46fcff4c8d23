// Package v1 is an input of TestKubebuilderMarkers: kubebuilder's markers
// are known (object) or known and ignored (the others), never warned about,
// except one spelt close to an object marker.
//
// +kubebuilder:object:generate=true
// +groupName=example.com
package v1
