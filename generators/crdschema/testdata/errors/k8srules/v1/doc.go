// Package v1 holds the +k8s: tags the CRD schema writes as CEL rules
// (Rules), and misplaced ones (Bad).
// +groupName=k8srules.example.com
package v1
