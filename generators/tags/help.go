package tags

import (
	"fmt"
	"io"
)

// spellChecked are the tools whose model warns about a tag spelt close to
// a registered one (deepcopy-gen and register-gen read only their own).
const spellChecked = clientTools | ToolApplyconfigurationGen

// Help writes the tags a tool reads, with where each goes, for its --help,
// then what it does with tags it does not read: for each family the tool
// reads a tag of, and for any other.
func Help(w io.Writer, tool Tool) {
	where := "in doc.go"
	if tool == allTools() {
		where = "in doc.go or in any file's package comment (--package-comments)"
	}
	fmt.Fprintf(w, "\nComment tags read (// +name=value; package: %s, type: above the type, field: above the field):\n", where)
	reads := map[string]bool{} // family prefixes the tool reads a tag of
	for _, t := range All {
		if t.Tools&tool != 0 {
			fmt.Fprintf(w, "  %s  (%s)\n        %s\n", t.Usage(), t.Scope, t.Help)
			if f, ok := FamilyOf(t.Name); ok {
				reads[f.Prefix] = true
			}
		}
	}
	fmt.Fprintf(w, "\nOther tags:\n")
	for _, f := range Families {
		if reads[f.Prefix] {
			fmt.Fprintf(w, "  +%s:<other>: %s\n", f.Prefix, f.Help)
		}
	}
	if tool&spellChecked != 0 {
		fmt.Fprintf(w, "  any other: ignored; one spelt close to a listed tag gets a warning naming it (an error where a misspelt +genclient leaves an input package without kinds)\n")
	} else {
		fmt.Fprintf(w, "  any other: ignored\n")
	}
}
