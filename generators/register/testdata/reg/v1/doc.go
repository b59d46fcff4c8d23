// +k8s:register-gen=package
// +groupName=reg.example.com

// Package v1 has no register.go: register-gen writes it.
package v1
