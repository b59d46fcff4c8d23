// Command openapi-gen writes the OpenAPI definitions of the input packages
// given as arguments into one output package; a drop-in replacement for
// k8s.io/kube-openapi's openapi-gen as kube_codegen.sh builds it.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("openapi-gen", generators.AddOpenAPIGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
