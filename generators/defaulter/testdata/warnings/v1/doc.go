// +k8s:defaulter-gen=true

// Package v1 has what upstream tolerates and kubegen warns about.
package v1
