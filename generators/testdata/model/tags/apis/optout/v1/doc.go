// Package v1 opts out of clients and listers.
//
// +groupName=optout.example.com
// +k8s:client-gen=false
// +k8s:lister-gen=false
package v1
