package markers

import (
	"fmt"
	"go/token"
	"reflect"
	"slices"
	"strings"
	"text/scanner"
	"unicode"
	"unicode/utf8"

	"github.com/kubegen/kubegen/generators/tags"
)

// Definition is one registered marker: its name, what it describes and
// the Go type its arguments parse into.
type Definition struct {
	// Name is the marker's name without '+', e.g. kubebuilder:printcolumn.
	Name   string
	Target Target
	// Output is the Go type a value has. A struct's exported fields are
	// the arguments, named by lowerCamelCase of the field name or by the
	// field's `marker:"name[,optional]"` tag; any other type is the one
	// value of the anonymous form +name=value.
	Output reflect.Type
	// Args are the arguments by name; the anonymous form has one named "".
	Args map[string]Arg
	// fields maps argument names to Output's struct fields ("" to the
	// whole value, or to the field an anonymous struct argument fills).
	fields map[string]string
	// Help is a line for --help and messages.
	Help string
	// Lenient: arguments left out are not an error (controller-tools'
	// Strict false). Definitions are strict by default.
	Lenient bool
}

// NewDefinition derives a definition from the Go value output (its type
// only counts).
func NewDefinition(name string, target Target, output any) (*Definition, error) {
	d := &Definition{Name: name, Target: target, Output: reflect.TypeOf(output), Args: map[string]Arg{}, fields: map[string]string{}}
	if d.Output == nil {
		return nil, fmt.Errorf("marker %s: no output type", name)
	}
	if reflect.PointerTo(d.Output).Implements(unmarshalerType) {
		// It reads the text after '=' itself, whatever its fields.
		d.Args[""], d.fields[""] = Arg{Kind: KindRaw}, ""
		return d, nil
	}
	if d.Output.Kind() != reflect.Struct {
		a, err := argOf(d.Output)
		if err != nil {
			return nil, fmt.Errorf("marker %s: %w", name, err)
		}
		d.Args[""], d.fields[""] = a, ""
		return d, nil
	}
	for f := range d.Output.Fields() {
		if !f.IsExported() {
			continue
		}
		arg, optional := argName(f)
		a, err := argOf(f.Type)
		if err != nil {
			return nil, fmt.Errorf("marker %s, field %s: %w", name, f.Name, err)
		}
		if a.Kind == KindRaw {
			return nil, fmt.Errorf("marker %s, field %s: RawArguments is a whole marker's type, not a field's", name, f.Name)
		}
		a.Optional = a.Optional || optional
		d.Args[arg], d.fields[arg] = a, f.Name
	}
	return d, nil
}

// NewValueDefinition is NewDefinition for a struct whose field Value (of
// type any) takes the anonymous form's value: +kubebuilder:default=...
func NewValueDefinition(name string, target Target, output any) (*Definition, error) {
	d, err := NewDefinition(name, target, output)
	if err != nil {
		return nil, err
	}
	a, ok := d.Args["value"]
	if !ok {
		return nil, fmt.Errorf("marker %s: %T has no field Value", name, output)
	}
	d.Args, d.fields = map[string]Arg{"": a}, map[string]string{"": "Value"}
	return d, nil
}

// argName is the argument name of a struct field and whether its tag
// makes it optional.
func argName(f reflect.StructField) (string, bool) {
	r, size := utf8.DecodeRuneInString(f.Name)
	name := string(unicode.ToLower(r)) + f.Name[size:]
	tag, ok := f.Tag.Lookup("marker")
	parts := strings.Split(tag, ",")
	if ok && parts[0] != "" {
		name = parts[0]
	}
	return name, slices.Contains(parts[1:], "optional")
}

// anonymous: the marker takes one value, +name=value.
func (d *Definition) anonymous() bool {
	_, ok := d.Args[""]
	return ok && len(d.Args) == 1
}

// argNames are the argument names, sorted (messages others' tests quote
// list them in this order).
func (d *Definition) argNames() []string {
	var out []string
	for n := range d.Args {
		if n != "" {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// split cuts a marker (from its '+') into the name lookups try when the
// full name is not registered (up to the last ':' before '='), the full
// name up to '=', and the text after '='; argsAt is the offset of the
// argument text in text.
func split(text string) (name, full, rest string, argsAt int) {
	body := strings.TrimPrefix(text, "+")
	skip := len(text) - len(body)
	full, rest, hasArgs := strings.Cut(body, "=")
	if !hasArgs {
		return full, full, "", len(text)
	}
	name = full
	if i := strings.LastIndexByte(full, ':'); i >= 0 {
		name = full[:i]
	}
	return name, full, rest, skip + len(full) + 1
}

// Parse reads a marker written without a file position (a command-line
// argument such as crd:maxDescLen=0 needs no '+'); errors give columns.
func (d *Definition) Parse(text string) (any, error) {
	return d.parse(text, token.Position{})
}

// parse reads the marker text (from its '+'), written at pos.
func (d *Definition) parse(text string, pos token.Position) (any, error) {
	name, full, rest, argsAt := split(text)
	// Messages write the marker as the user did: a command-line argument
	// has no '+'.
	m := d.written(text)
	out := reflect.New(d.Output)
	if u, ok := out.Interface().(Unmarshaler); ok {
		if err := u.UnmarshalMarker(name, full, rest); err != nil {
			return out.Elem().Interface(), at(pos, text, argsAt, fmt.Sprintf("%s: %v", m, err), d.valueFix(m))
		}
		return out.Elem().Interface(), nil
	}
	// +a:b:c=v on a struct marker a:b is the argument c=v.
	if !d.anonymous() && len(d.Args) > 0 && len(full) > len(name) {
		argsAt -= len(full) - len(name)
		rest = full[len(name)+1:] + "=" + rest
	}
	p := newArgs(rest)
	seen := map[string]bool{}
	switch {
	case d.anonymous() && p.s.Peek() != scanner.EOF:
		target := out.Elem()
		if f := d.fields[""]; f != "" {
			target = target.FieldByName(f)
		}
		p.value(d.Args[""], target, false)
		seen[""] = true
	case len(d.Args) > 0 && p.s.Peek() != scanner.EOF:
		d.namedArgs(p, out.Elem(), seen, m)
	}
	if !p.failed() && p.s.Scan() != scanner.EOF {
		p.fail(p.s.Position.Offset, fmt.Sprintf("unexpected text after the arguments: %q", rest[p.s.Position.Offset:]),
			"remove it, or quote the value it belongs to")
	}
	if p.failed() {
		return out.Elem().Interface(), at(pos, text, argsAt+p.prob.off, fmt.Sprintf("%s: %s", m, p.prob.msg), p.prob.fix)
	}
	if !d.Lenient {
		if err := d.missing(seen, m); err != "" {
			return out.Elem().Interface(), at(pos, text, -1, err, d.usage(m))
		}
	}
	return out.Elem().Interface(), nil
}

// namedArgs reads name=value,... into the struct out.
func (d *Definition) namedArgs(p *args, out reflect.Value, seen map[string]bool, m string) {
	for p.nextOr(scanner.Ident, func() (string, string) { return "expected an argument name, got %q", d.usage(m) }) {
		name := p.s.TokenText()
		nameAt := p.s.Position.Offset
		arg, known := d.Args[name]
		if !known {
			fix := "its arguments are " + strings.Join(d.argNames(), ", ")
			if c := tags.Closest(name, d.argNames()); c != "" {
				fix = fmt.Sprintf("did you mean %s? %s", c, fix)
			}
			p.fail(nameAt, fmt.Sprintf("unknown argument %q", name), fix)
			return
		}
		if !p.nextOr('=', func() (string, string) {
			return fmt.Sprintf("expected \"=\" after argument %s, got %%q", name), fmt.Sprintf("write %s=<%s>", name, arg)
		}) {
			return
		}
		seen[name] = true
		p.value(arg, out.FieldByName(d.fields[name]), false)
		if p.failed() || p.s.Peek() == scanner.EOF {
			return
		}
		if !p.next(',', `expected "," between arguments, got %q`, `separate arguments with ",", and quote a value that holds , ; or }`) {
			return
		}
	}
}

// written is the marker's name as the user wrote it: with its '+' in a
// comment, without it on controller-gen's command line.
func (d *Definition) written(text string) string {
	if strings.HasPrefix(text, "+") {
		return "+" + d.Name
	}
	return d.Name
}

// missing names the required arguments not in seen, "" when none is.
func (d *Definition) missing(seen map[string]bool, m string) string {
	var miss []string
	for _, n := range append(d.argNames(), "") {
		if a, ok := d.Args[n]; ok && !seen[n] && !a.Optional {
			miss = append(miss, n)
		}
	}
	switch {
	case len(miss) == 0:
		return ""
	case miss[0] == "":
		return fmt.Sprintf("%s needs a value", m)
	case len(miss) == 1:
		return fmt.Sprintf("%s needs argument %s", m, miss[0])
	}
	return fmt.Sprintf("%s needs arguments %s", m, strings.Join(miss, ", "))
}

// usage is how the marker is written, for fixes.
func (d *Definition) usage(m string) string {
	if d.anonymous() {
		return fmt.Sprintf("write %s=<%s>", m, d.Args[""])
	}
	if len(d.Args) == 0 {
		return fmt.Sprintf("write %s alone", m)
	}
	var parts []string
	for _, n := range d.argNames() {
		p := fmt.Sprintf("%s=<%s>", n, d.Args[n])
		if d.Args[n].Optional {
			p = "[" + p + "]"
		}
		parts = append(parts, p)
	}
	return fmt.Sprintf("write %s:%s", m, strings.Join(parts, ","))
}

// valueFix is the fix for a value an Unmarshaler refused.
func (d *Definition) valueFix(m string) string {
	if d.Help != "" {
		return d.Help
	}
	return d.usage(m)
}
