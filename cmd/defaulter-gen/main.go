// Command defaulter-gen writes the defaulting functions of the input
// packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's defaulter-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("defaulter-gen", generators.AddDefaulterGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
