// Package projecttest checks this repository's kube_codegen.sh against
// upstream k8s.io/code-generator's on real projects: each project's own
// update script runs unchanged, once with upstream's script and tools and
// once with ours (hack/projects-codegen.sh prepares the projects and runs
// the scripts), and the two trees must hold the same files with the same
// code, apart from comments. The package's code is the comparison; its test
// runs the projects:
//
//	go test -count=1 -timeout 40m -v -run TestProjects ./internal/projecttest/
//
// It is part of `make test` (not of -short). code-generator's examples/ (not
// a module on the proxy) come from testdata/code-generator-examples, or from
// KUBEGEN_PROJECT_EXAMPLES=DIR; KUBEGEN_PROJECT_OURS_CODEGEN=DIR puts another
// directory's kube_codegen.sh on our side (upstream's module directory
// there must fail only the no-upstream-tool check: a test of the test).
package projecttest
