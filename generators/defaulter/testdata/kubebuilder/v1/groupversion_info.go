/*
Copyright header, as kubebuilder writes it.
*/

// Package v1 is laid out as kubebuilder lays out an API version: no doc.go,
// the package markers in groupversion_info.go's package comment.
// +kubebuilder:object:generate=true
// +k8s:defaulter-gen=TypeMeta
// +groupName=apps.example.com
package v1
