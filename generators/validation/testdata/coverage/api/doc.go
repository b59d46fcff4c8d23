// +k8s:validation-gen=TypesWithField=TypeMeta

// Package api is not an API version (its name is no vN): its kinds get
// no fixtures, and a kind first met here gets none in any version.
package api
