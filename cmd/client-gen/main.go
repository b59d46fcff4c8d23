// Command client-gen generates a typed clientset (typed clients, fake clientset, scheme) for
// the group versions named by --input-base and --input; a drop-in
// replacement for k8s.io/code-generator's client-gen with the same flags.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/clientset"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &clientset.Gen{} })
	os.Exit(generators.Command("client-gen", generators.AddClientGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
