// Package diag collects positioned diagnostics so that every problem of a
// run is reported at once, sorted by file and line. A diagnostic is an error
// (the run writes nothing) or a warning (printed, the run goes on): inputs
// that upstream v0.37.2 tolerates are warnings, never errors.
package diag

import (
	"cmp"
	"fmt"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
)

// Diagnostic is one problem in the input.
type Diagnostic struct {
	Pos token.Position
	// Subject names what is wrong, e.g. "v1.Foo" or "v1.Foo: +genclient:method".
	Subject string
	// Msg says what is wrong and what to write instead.
	Msg string
	// Warning marks a doubtful input that does not stop the run.
	Warning bool
	// Topic is what output the diagnostic concerns, for a tool deciding
	// whether it reports it: "" the typed clients (and whatever else reads
	// the +genclient tags), TopicApply the apply configurations.
	Topic string
}

// TopicApply marks diagnostics about the apply configurations.
const TopicApply = "apply"

// WarnAbout appends a warning about topic (see Diagnostic.Topic).
func (l *List) WarnAbout(topic string, pos token.Position, subject, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Subject: subject, Msg: fmt.Sprintf(format, args...), Warning: true, Topic: topic})
}

// String renders "file:line: subject: msg". List.Err makes file names
// relative to the working directory when they are below it, so messages
// stay short and golden tests stay machine-independent.
func (d Diagnostic) String() string {
	var b strings.Builder
	if d.Pos.Filename != "" {
		b.WriteString(d.Pos.Filename)
		if d.Pos.Line > 0 {
			fmt.Fprintf(&b, ":%d", d.Pos.Line)
		}
		b.WriteString(": ")
	}
	if d.Warning {
		b.WriteString("warning: ")
	}
	if d.Subject != "" {
		b.WriteString(d.Subject)
		b.WriteString(": ")
	}
	b.WriteString(d.Msg)
	return b.String()
}

// List is an error made of diagnostics.
type List []Diagnostic

// Add appends a diagnostic.
func (l *List) Add(pos token.Position, subject, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Subject: subject, Msg: fmt.Sprintf(format, args...)})
}

// Warn appends a warning.
func (l *List) Warn(pos token.Position, subject, format string, args ...any) {
	*l = append(*l, Diagnostic{Pos: pos, Subject: subject, Msg: fmt.Sprintf(format, args...), Warning: true})
}

// Err returns the errors of the list as an error, or nil when it has none
// (warnings alone are not an error; see Warnings): file names made
// relative, sorted by file and line, duplicates dropped.
func (l List) Err() error {
	errs := l.filter(false)
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// Warnings returns the warnings of the list, sorted like Err's errors.
func (l List) Warnings() List {
	return l.filter(true)
}

// filter keeps the warnings or the errors, normalised for printing.
func (l List) filter(warnings bool) List {
	var out List
	for _, d := range l {
		if d.Warning == warnings {
			out = append(out, d)
		}
	}
	if len(out) == 0 {
		return nil
	}
	for i := range out {
		out[i].Pos.Filename = Path(out[i].Pos.Filename)
	}
	slices.SortStableFunc(out, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.Pos.Filename, b.Pos.Filename),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column),
			cmp.Compare(a.Subject, b.Subject),
			cmp.Compare(a.Msg, b.Msg),
		)
	})
	return slices.Compact(out)
}

// Error prints one diagnostic per line.
func (l List) Error() string {
	lines := make([]string, len(l))
	for i, d := range l {
		lines[i] = d.String()
	}
	return strings.Join(lines, "\n")
}

// Path is how kubegen names a file or directory in whatever it prints
// (diagnostics, the verify diff, notes about stale files, write errors):
// relative to the working directory when it lies below it, else as given,
// cleaned. Paths reach the printer in either form (go list gives a
// package's directory absolute, the user's --output-dir is as written), and
// one run must not name its files both ways.
func Path(name string) string {
	if name == "" {
		return name
	}
	if !filepath.IsAbs(name) {
		return filepath.Clean(name)
	}
	wd, err := filepath.Abs(".")
	if err != nil {
		return name
	}
	rel, err := filepath.Rel(wd, name)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return name
	}
	return rel
}
