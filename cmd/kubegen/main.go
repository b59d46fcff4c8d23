// Command kubegen generates the clientset, listers and informers for the input
// packages given as arguments from a single package load.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/emit"
)

func main() {
	os.Exit(generators.Command("kubegen", generators.AddKubegenFlags, emit.Files, os.Args[1:], os.Stdout, os.Stderr))
}
