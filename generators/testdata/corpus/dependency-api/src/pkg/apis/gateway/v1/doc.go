// +k8s:deepcopy-gen=package
// +groupName=gateway.networking.k8s.io

// Package v1 serves a dependency's API types (sigs.k8s.io/gateway-api,
// whose module zip holds a go.work naming directories it does not ship)
// as defined types: Gateway is a defined type of gateway-api's v1beta1
// Gateway, itself a defined type of its v1 Gateway.
package v1
