// Package kubebuilder is a project laid out as kubebuilder v4's init,
// create api and create webhook scaffold it (api/v1, internal/controller,
// internal/webhook/v1, cmd/main.go, config/), whose deep copies, CRDs, role
// and webhook manifests all come from the one kubegen run below, where
// kubebuilder's Makefile runs controller-gen twice (generate and manifests).
//
// Regenerate after changing a type or a marker, from this directory:
//
//	go generate .
//
// The test in this package runs the same line with --verify, and
// hack/compare-controller-gen.sh checks the manifests against upstream
// controller-gen's.
package kubebuilder

//go:generate go tool kubegen --go-header-file hack/boilerplate.go.txt --clientset-subdir= --listers-subdir= --informers-subdir= --applyconfiguration-subdir= --crd-output-dir config/crd/bases --rbac-output-dir config/rbac --rbac-paths ./internal/controller/... --webhook-output-dir config/webhook --webhook-paths ./internal/webhook/... ./api/...
