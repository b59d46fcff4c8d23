// Package kubecodegen holds the test of kube_codegen.sh, kubegen's
// replacement of code-generator's script of the same name: a project's
// update-codegen.sh run with each must write the same files.
package kubecodegen
