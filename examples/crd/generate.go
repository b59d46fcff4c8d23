// Package crd is a complete CRD project generated with kubegen alone: API
// types under apis/ (their zz_generated.deepcopy.go generated in the same
// run), their CRD manifests under manifests/, the clientset, listers,
// informers and apply configurations under pkg/generated (committed, never
// edited by hand), and a controller that uses them under controller/ and
// cmd/controller.
//
// Regenerate after changing a type, from the examples module:
//
//	go generate ./crd/...
//
// or from the repository root with hack/update-codegen.sh; CI runs
// hack/verify-codegen.sh, which writes nothing and fails on stale code.
package crd

// Keep these flags in step with hack/update-codegen.sh (TestGoGenerate
// checks that both produce the committed tree).
//go:generate go tool kubegen --go-header-file hack/boilerplate.go.txt --output-dir pkg/generated --output-pkg github.com/kubegen/kubegen/examples/crd/pkg/generated ./apis/samplecontroller/v1alpha1
