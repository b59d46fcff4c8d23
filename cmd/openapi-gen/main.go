// Command openapi-gen writes the OpenAPI definitions of the input packages
// given as arguments into one output package; a drop-in replacement for
// k8s.io/kube-openapi's openapi-gen as kube_codegen.sh builds it.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/openapi"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &openapi.Gen{} })
	os.Exit(generators.Command("openapi-gen", generators.AddOpenAPIGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
