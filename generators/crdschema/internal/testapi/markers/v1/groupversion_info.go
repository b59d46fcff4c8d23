// Package v1 exercises controller-gen's schema markers.
// +groupName=markers.example.com
package v1
