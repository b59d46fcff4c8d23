package model

import (
	"fmt"
	"go/token"
	"path/filepath"
)

// lineRef names there for a message about here: "line N" in the same
// file, "<file>:N" in another, so that a conflict between two files of a
// package points at the right one.
func lineRef(here, there token.Position) string {
	if here.Filename == there.Filename {
		return fmt.Sprintf("line %d", there.Line)
	}
	return fmt.Sprintf("%s:%d", filepath.Base(there.Filename), there.Line)
}
