// Command kubegen generates, from a single load of the input packages given
// as arguments, what the upstream-compatible tools of this module generate
// one by one: the deep copies, register files, defaulters and conversions
// inside the packages, their clientset, listers, informers (with JSON
// decoders) and apply configurations, and, when asked, their OpenAPI
// definitions.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("kubegen", generators.AddKubegenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
