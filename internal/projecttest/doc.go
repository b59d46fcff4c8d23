// Package projecttest checks this repository's kube_codegen.sh against
// upstream k8s.io/code-generator's on real projects: each project's own
// update script runs unchanged, once with upstream's script and tools and
// once with ours (hack/projects-codegen.sh prepares the projects and runs
// the scripts), and the two trees must hold the same files with the same
// code, apart from comments. The package's code is the comparison; its test
// runs the projects.
package projecttest
