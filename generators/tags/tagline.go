package tags

import (
	"fmt"
	"strconv"
	"strings"
)

// Written is a comment line read as a +k8s: tag with arguments is
// written (+name(args)=value): how validation-gen reads its validator tags
// and the CRD schema its union, forbidden and update tags, so that both
// read one argument alike.
type Written struct {
	Name string
	Args []Arg
	// Value is the text after "=", without a trailing " # comment" and
	// unquoted when it is one quoted string (Quoted). A tag written as a
	// value (+k8s:item(k: "v")=+k8s:required) stays text: its reader reads
	// it with ReadTag again.
	Value  string
	Quoted bool
	// Err is the tag's arguments, or what follows them, not following
	// the grammar (an *ArgError, its Off from the "+"); Args and Value
	// are then empty. Only a reader of the tag reports it: a line of
	// another tool's may well read otherwise.
	Err error
}

// ReadTag reads line (a comment line without its comment marker) as a
// tag: its name runs from "+" to the first "=", "(" or space; arguments
// are read by ReadArgs; after ")" comes "=" and the value, the end, or a
// # comment. ok is false for a line that is not a tag.
func ReadTag(line string) (w Written, ok bool) {
	line = strings.TrimSpace(line)
	rest, ok := strings.CutPrefix(line, "+")
	if !ok {
		return Written{}, false
	}
	end := strings.IndexAny(rest, "=( ")
	if end < 0 {
		return Written{Name: rest}, true
	}
	w.Name = rest[:end]
	var value string
	switch rest[end] {
	case '=':
		value = rest[end+1:]
	case '(':
		from := 1 + end + 1 // the arguments' offset in line, "+" included
		args, n, err := ReadArgs(line[from:])
		if err != nil {
			err.(*ArgError).Off += from
			w.Err = err
			return w, true
		}
		for i := range args {
			args[i].Off += from
		}
		w.Args = args
		after := line[from+n:]
		if v, ok := strings.CutPrefix(after, "="); ok {
			value = v
		} else if err := onlyComment(after, from+n); err != nil {
			w.Args, w.Err = nil, err
			return w, true
		}
	case ' ':
		if err := onlyComment(rest[end:], 1+end); err != nil {
			w.Err = err
			return w, true
		}
	}
	w.Value = TrimComment(value)
	// A quoted payload is its string, as the grammar reads it.
	if strings.HasPrefix(w.Value, `"`) || strings.HasPrefix(w.Value, "`") {
		if uq, err := strconv.Unquote(w.Value); err == nil {
			w.Value, w.Quoted = uq, true
		}
	}
	return w, true
}

// onlyComment checks that s, what follows a tag's name or arguments (off
// bytes into the tag), is nothing but space and a # comment.
func onlyComment(s string, off int) error {
	t := strings.TrimLeft(s, " \t")
	if t == "" || t[0] == '#' {
		return nil
	}
	return &ArgError{off + len(s) - len(t), fmt.Sprintf(`unexpected %q after the tag's name or arguments; write "=" and the value right after them, or a # comment`, t)}
}

// TrimComment drops a trailing "# comment" from a tag's value, as the
// grammar does: from the first "#" outside quotes (no value token holds
// one: a word, number or bool ends before it), and the spaces around.
func TrimComment(v string) string {
	inQuote := byte(0)
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case inQuote != 0:
			if c == '\\' {
				i++
			} else if c == inQuote {
				inQuote = 0
			}
		case c == '"' || c == '`':
			inQuote = c
		case c == '#':
			return strings.TrimSpace(v[:i])
		}
	}
	return strings.TrimSpace(v)
}
