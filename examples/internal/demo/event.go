package demo

import (
	"fmt"
	"io"

	"github.com/kubegen/kubegen/testenv/widget"
)

// Event prints one event line: the event, the object's name and its
// status phase ("<none>" while the status is empty).
func Event(w io.Writer, event string, obj *widget.Widget) {
	fmt.Fprintf(w, "%s %s phase=%s\n", event, obj.Name, Phase(obj))
}

// Phase is obj's status phase, or "<none>" (as kubectl prints) when unset.
func Phase(obj *widget.Widget) string {
	if obj == nil || obj.Status.Phase == "" {
		return "<none>"
	}
	return obj.Status.Phase
}
