package controllergen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/markers"
)

// ArgsHelp writes the arguments of a marker (or option) whose value is
// output as controller-gen's help does: [:a=<type>][,b=<type>], sorted by
// name, required ones without brackets.
func ArgsHelp(output any) string {
	d, err := markers.NewDefinition("help", markers.OnPackage, output)
	if err != nil {
		return "(" + err.Error() + ")"
	}
	names := make([]string, 0, len(d.Args))
	for n := range d.Args {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	for i, n := range names {
		sep := ","
		if i == 0 {
			sep = ":"
		}
		a := d.Args[n]
		if a.Optional {
			fmt.Fprintf(&b, "[%s%s=<%s>]", sep, n, a)
		} else {
			fmt.Fprintf(&b, "%s%s=<%s>", sep, n, a)
		}
	}
	return b.String()
}
