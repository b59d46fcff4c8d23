package markers

import (
	"fmt"
	"go/token"
	"strings"
)

// Error is a marker that does not parse: where, what is wrong, and what to
// write instead.
type Error struct {
	// Pos is where the problem is in the file: the marker's position moved
	// to Col. Zero for text parsed without a position (a command-line
	// argument).
	Pos token.Position
	// Text is the marker as written, from its '+' (or the argument).
	Text string
	// Col is the 1-based column of the problem in Text; 0 when the
	// problem is the marker as a whole.
	Col int
	// Msg says what is wrong; Fix what to write.
	Msg, Fix string
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.Pos.IsValid() {
		b.WriteString(e.Pos.String())
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if !e.Pos.IsValid() && e.Text != "" {
		if e.Col > 0 {
			fmt.Fprintf(&b, " (column %d of %q)", e.Col, e.Text)
		} else {
			fmt.Fprintf(&b, " (in %q)", e.Text)
		}
	}
	if e.Fix != "" {
		b.WriteString("; ")
		b.WriteString(e.Fix)
	}
	return b.String()
}

// at places a problem found at byte offset off of text (-1: the marker
// as a whole) into an Error for a marker written at pos.
func at(pos token.Position, text string, off int, msg, fix string) *Error {
	e := &Error{Text: text, Msg: msg, Fix: fix}
	if off >= 0 {
		e.Col = off + 1
	}
	if pos.IsValid() {
		e.Pos = pos
		if e.Col > 0 && !strings.Contains(text[:min(off, len(text))], "\n") {
			e.Pos.Column += off
			e.Pos.Offset += off
		}
	}
	return e
}

// Message is what is wrong and what to write, without the position: the
// text of a diagnostic that is placed at Pos by its list.
func (e *Error) Message() string {
	if e.Fix == "" {
		return e.Msg
	}
	return e.Msg + "; " + e.Fix
}

// Errors lists the errors err holds: each one errors.Join put together
// (the collector joins every marker error of a package), err alone
// otherwise, none for nil.
func Errors(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
