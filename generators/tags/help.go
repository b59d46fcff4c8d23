package tags

import (
	"fmt"
	"io"
)

// Help writes the tags a tool reads, with where each goes, for its --help.
func Help(w io.Writer, tool Tool) {
	fmt.Fprintf(w, "\nComment tags read (// +name=value; package: in doc.go, type: above the type, field: above the field):\n")
	for _, t := range All {
		if t.Tools&tool != 0 {
			fmt.Fprintf(w, "  %s  (%s)\n        %s\n", t.Usage(), t.Scope, t.Help)
		}
	}
}
