// Command lister-gen generates listers for the input packages given as arguments; a
// drop-in replacement for k8s.io/code-generator's lister-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/emit"
)

func main() {
	os.Exit(generators.Command("lister-gen", generators.AddListerGenFlags, emit.Files, os.Args[1:], os.Stdout, os.Stderr))
}
