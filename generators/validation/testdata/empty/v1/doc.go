// +k8s:validation-gen=TypesWithField=TypeMeta

// Package v1 has types that reach no validation tag: upstream's
// validation-gen writes its file with no function.
package v1
