// Command informer-gen generates shared informers, built on kubegen's runtime, for
// the input packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's informer-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("informer-gen", generators.AddInformerGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
