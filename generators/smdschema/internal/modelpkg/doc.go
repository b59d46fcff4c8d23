// Package modelpkg names its OpenAPI models itself, with
// +k8s:openapi-model-package: the scheme then names its kinds by their
// OpenAPIModelName methods, and so must the schema.
// +k8s:openapi-model-package=io.example.modelpkg.v1
// +groupName=models.example.com
package modelpkg
