// Command client-gen generates a typed clientset (typed clients, fake clientset, scheme) for
// the group versions named by --input-base and --input; a drop-in
// replacement for k8s.io/code-generator's client-gen with the same flags.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("client-gen", generators.AddClientGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
