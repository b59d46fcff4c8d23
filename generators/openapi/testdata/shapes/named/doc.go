// Package named names its models after a model package.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.shapes.named
package named
