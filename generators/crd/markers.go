package crd

import (
	"fmt"
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/source"
	"github.com/kubegen/kubegen/generators/tags"
)

// This file reads the markers the crd generator acts on with
// controller-tools' argument syntax (name:arg=value,arg=value; strings
// bare, "quoted" or `raw`; lists a;b;c or {a,b}). It knows only the CRD
// markers of this package; the marker grammar of the whole tool lives in
// generators/markers, which this reader gives way to once the collector
// there covers type and package markers.

// marker is one marker line that names a CRD marker.
type marker struct {
	// Name is the marker's definition name ("kubebuilder:printcolumn").
	Name string
	// Args are its arguments as written, by argument name; a marker
	// whose definition takes one unnamed value has it under "".
	Args map[string]string
	Pos  token.Position
	// Text is the whole line, for messages.
	Text string
}

// definition is what a CRD marker takes: its argument names and which of
// them must be given.
type definition struct {
	args     []string
	required []string
	// value: the marker is "+name=value" (package markers).
	value bool
}

const (
	mStatus      = "kubebuilder:subresource:status"
	mScale       = "kubebuilder:subresource:scale"
	mPrintColumn = "kubebuilder:printcolumn"
	mResource    = "kubebuilder:resource"
	mStorage     = "kubebuilder:storageversion"
	mSkip        = "kubebuilder:skipversion"
	mUnserved    = "kubebuilder:unservedversion"
	mDeprecated  = "kubebuilder:deprecatedversion"
	mMetadata    = "kubebuilder:metadata"
	mSelectable  = "kubebuilder:selectablefield"

	mGroupName   = "groupName"
	mVersionName = "versionName"
	mSkipPackage = "kubebuilder:skip"
)

// typeMarkers are the CRD markers of a type, with controller-gen's
// argument names (its legacy spellings included: specpath, JSONPath).
var typeMarkers = map[string]definition{
	mStatus:      {},
	mScale:       {args: []string{"specpath", "statuspath", "selectorpath"}, required: []string{"specpath", "statuspath"}},
	mPrintColumn: {args: []string{"name", "type", "JSONPath", "description", "format", "priority"}, required: []string{"name", "type", "JSONPath"}},
	mResource:    {args: []string{"path", "shortName", "categories", "singular", "scope"}},
	mStorage:     {},
	mSkip:        {},
	mUnserved:    {},
	mDeprecated:  {args: []string{"warning"}},
	mMetadata:    {args: []string{"annotations", "labels"}},
	mSelectable:  {args: []string{"JSONPath"}, required: []string{"JSONPath"}},
}

var packageMarkers = map[string]definition{
	mGroupName:   {value: true},
	mVersionName: {value: true},
	mSkipPackage: {},
}

// lookup finds the definition a marker line names: the longest
// definition name that is the line's name or a prefix of it ending at a
// ':' (how controller-tools resolves "kubebuilder:printcolumn:name=…").
func lookup(defs map[string]definition, text string) (string, string, bool) {
	body := strings.TrimPrefix(text, "+")
	name := body
	if i := strings.IndexAny(body, "=,"); i >= 0 {
		name = body[:i]
	}
	for cand := name; ; {
		if _, ok := defs[cand]; ok {
			return cand, body[len(cand):], true
		}
		i := strings.LastIndex(cand, ":")
		if i < 0 {
			return "", "", false
		}
		cand = cand[:i]
	}
}

// readMarkers reads the CRD markers among lines: a line naming a
// definition of defs whose arguments do not parse is an error in diags.
func readMarkers(defs map[string]definition, lines []tags.Line, subject string, diags *diag.List) []marker {
	var out []marker
	for _, l := range lines {
		text := strings.TrimSpace(l.Text)
		if !strings.HasPrefix(text, "+") {
			continue
		}
		name, rest, ok := lookup(defs, text)
		if !ok {
			continue
		}
		def := defs[name]
		m := marker{Name: name, Pos: l.Pos, Text: text, Args: map[string]string{}}
		var err error
		switch {
		case def.value:
			v, found := strings.CutPrefix(rest, "=")
			if !found {
				err = fmt.Errorf("+%s takes a value: write +%s=<value>", name, name)
				break
			}
			m.Args[""], err = scalar(v)
		case rest == "":
		case !strings.HasPrefix(rest, ":"):
			err = fmt.Errorf("arguments follow a ':' (+%s:arg=value,…)", name)
		default:
			var dups []string
			m.Args, dups, err = parseArgs(rest[1:])
			for _, d := range dups {
				diags.Warn(l.Pos, subject, "%s: argument %s is given twice and only the last value counts (as in controller-gen); give it once, with a list {a,b} if it takes several", text, d)
			}
		}
		if err == nil {
			err = checkArgs(name, def, m.Args)
		}
		if err != nil {
			diags.Add(l.Pos, subject, "%s: %v", text, err)
			continue
		}
		out = append(out, m)
	}
	return out
}

// checkArgs reports an argument the definition does not take (with the
// one it probably meant) or a required one missing.
func checkArgs(name string, def definition, args map[string]string) error {
	for a := range args {
		if a == "" && def.value {
			continue
		}
		known := false
		for _, k := range def.args {
			known = known || k == a
		}
		if known {
			continue
		}
		for _, k := range def.args {
			if strings.EqualFold(k, a) {
				return fmt.Errorf("unknown argument %q; did you mean %q?", a, k)
			}
		}
		if len(def.args) == 0 {
			return fmt.Errorf("+%s takes no arguments", name)
		}
		return fmt.Errorf("unknown argument %q (+%s takes %s)", a, name, strings.Join(def.args, ", "))
	}
	for _, r := range def.required {
		if _, ok := args[r]; !ok {
			return fmt.Errorf("missing argument %s=<value>", r)
		}
	}
	return nil
}

// parseArgs splits "a=1,b="x,y",c=p;q" into its arguments, each value
// still in its written form but for quotes, which are removed. An
// argument given twice keeps its last value, as controller-tools keeps
// it; dups names those.
func parseArgs(s string) (args map[string]string, dups []string, err error) {
	args = map[string]string{}
	for s != "" {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			return nil, nil, fmt.Errorf("argument %q has no value (write %s=<value>)", s, s)
		}
		key := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		end := valueEnd(s)
		if end < 0 {
			return nil, nil, fmt.Errorf("argument %s: unterminated quote or brace", key)
		}
		raw := strings.TrimSpace(s[:end])
		s = strings.TrimPrefix(s[end:], ",")
		v, err := listOrScalar(raw)
		if err != nil {
			return nil, nil, fmt.Errorf("argument %s: %v", key, err)
		}
		if _, dup := args[key]; dup {
			dups = append(dups, key)
		}
		args[key] = v
	}
	return args, dups, nil
}

// valueEnd is where the value at the start of s ends: the first ',' not
// inside quotes or braces; -1 when a quote or brace is not closed.
func valueEnd(s string) int {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '`':
			j := i + 1
			for j < len(s) && s[j] != c {
				if c == '"' && s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return -1
			}
			i = j
		case '{':
			depth++
		case '}':
			depth--
		case ',':
			if depth == 0 {
				return i
			}
		}
	}
	if depth != 0 {
		return -1
	}
	return len(s)
}

// listOrScalar unquotes a value; a list ({a,b} or a;b) is kept as its
// items joined by ';' with each item unquoted.
func listOrScalar(raw string) (string, error) {
	if strings.HasPrefix(raw, "{") && strings.HasSuffix(raw, "}") {
		return joinItems(splitTop(raw[1:len(raw)-1], ','))
	}
	if items := splitTop(raw, ';'); len(items) > 1 {
		return joinItems(items)
	}
	return scalar(raw)
}

func joinItems(items []string) (string, error) {
	for i, it := range items {
		v, err := scalar(strings.TrimSpace(it))
		if err != nil {
			return "", err
		}
		items[i] = v
	}
	return strings.Join(items, ";"), nil
}

// splitTop splits s at sep outside quotes.
func splitTop(s string, sep byte) []string {
	var out []string
	start := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '`':
			quote = c
		case c == sep:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// scalar unquotes a "quoted" or `raw` string; a bare one is as written.
func scalar(v string) (string, error) {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && (v[0] == '"' || v[0] == '`') {
		u, err := strconv.Unquote(v)
		if err != nil {
			return "", fmt.Errorf("bad quoted string %s", v)
		}
		return u, nil
	}
	return v, nil
}

// list is a list argument's items (lists are kept joined by ';').
func list(v string) []string {
	if v == "" {
		return nil
	}
	return strings.Split(v, ";")
}

// commentLines turns comment groups into lines with positions.
func commentLines(fset *token.FileSet, groups ...*ast.CommentGroup) []tags.Line {
	var out []tags.Line
	for _, g := range groups {
		if g == nil {
			continue
		}
		for _, c := range g.List {
			if !strings.HasPrefix(c.Text, "//") {
				continue // markers are line comments only
			}
			out = append(out, tags.Line{Text: strings.TrimSpace(c.Text[2:]), Pos: fset.Position(c.Slash)})
		}
	}
	return out
}

// typeMarkerLines are the comment lines controller-gen reads a type's
// markers from: the block one blank line above the declaration (where
// kubebuilder writes them) and its doc comment.
func typeMarkerLines(c *source.Comments, fset *token.FileSet, spec *ast.TypeSpec) []tags.Line {
	return commentLines(fset, c.Detached(spec.Name.Pos()), c.Above(spec.Name.Pos(), source.AttachedType))
}
