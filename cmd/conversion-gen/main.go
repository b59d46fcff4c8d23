// Command conversion-gen writes the conversion functions between the
// versioned and internal types of the input packages given as arguments; a
// drop-in replacement for k8s.io/code-generator's conversion-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("conversion-gen", generators.AddConversionGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
