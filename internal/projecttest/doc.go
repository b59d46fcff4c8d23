// Package projecttest checks this repository's kube_codegen.sh against
// upstream k8s.io/code-generator's on real projects: each project's own
// update script runs unchanged, once with upstream's script and tools and
// once with ours (hack/projects-codegen.sh prepares the projects and runs
// the scripts), and the two trees must hold the same files: the same code,
// apart from comments and import names, for everything but the clientsets,
// listers and informers, which run on kubegen's runtime and must declare
// every exported name of upstream's with the same signature (package
// apicompat; client-go's cache types may be kubegen's runtime's). Our side's
// tree must build, vet and pass the project's tests with kubegen's module
// required. The package's code is the comparison; its test runs the
// projects:
//
//	go test -count=1 -timeout 40m -v -run TestProjects ./internal/projecttest/
//
// It is part of `make test` (not of -short). code-generator's examples/ (not
// a module on the proxy) come from testdata/code-generator-examples, or from
// KUBEGEN_PROJECT_EXAMPLES=DIR; KUBEGEN_PROJECT_OURS_CODEGEN=DIR puts another
// directory's kube_codegen.sh on our side (upstream's module directory
// there must fail only the no-upstream-tool check: a test of the test).
//
// TestControllerGenProjects does the same for controller-gen: the
// controller-gen lines of kubebuilder projects' Makefiles
// (hack/controller-gen-equivalence.sh) with upstream v0.23.0 and with our
// cmd/controller-gen (or KUBEGEN_PROJECT_OURS_CONTROLLER_GEN), byte for
// byte; it skips while cmd/controller-gen does not exist.
package projecttest
