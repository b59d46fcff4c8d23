// Package v1 uses the types of other modules that controller-gen knows:
// metav1, corev1.PodTemplateSpec, intstr, resource.Quantity,
// runtime.RawExtension, and an embedded ObjectMeta.
// +groupName=known.corpus.example.com
package v1
