// Package v1 is laid out as kubebuilder lays it out; WidgetList lacks its
// +kubebuilder:object:root marker, so it gets no DeepCopyObject, while its
// items have defaults: RegisterDefaults would not build.
// +kubebuilder:object:generate=true
// +k8s:defaulter-gen=TypeMeta
// +groupName=apps.example.com
package v1
