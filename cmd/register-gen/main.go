// Command register-gen writes the scheme registration of the input packages
// given as arguments; a drop-in replacement for k8s.io/code-generator's
// register-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/register"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &register.Gen{} })
	os.Exit(generators.Command("register-gen", generators.AddRegisterGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
