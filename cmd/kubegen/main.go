// Command kubegen generates, from a single package load, the deep copies and
// register files inside the input packages given as arguments and their
// clientset, listers and informers.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
)

func main() {
	os.Exit(generators.Command("kubegen", generators.AddKubegenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
