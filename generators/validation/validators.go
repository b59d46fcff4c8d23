package validation

import (
	"encoding/json"
	"fmt"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// validatePkg is where the validator functions the generated code calls
// live.
const validatePkg = "k8s.io/apimachinery/pkg/api/validate"

// arg is one argument of a validator call: literal text, or an identifier
// of a package (qualified through the file's imports when printed).
type arg struct {
	text      string
	pkg, name string
	// render prints an argument that names types (a function literal).
	render func(e *emitter) string
}

// call is one validator call, as upstream's FunctionGen: the function,
// its arguments after (ctx, op, fldPath, obj, oldObj), and how its result
// is used.
type call struct {
	pkg, name    string
	args         []arg
	shortCircuit bool // runs before the others; stops them when it reports
	nonError     bool // its result stops the others but is no error (optional)
	level        string
	comment      string
	// listCheck holds the place of a list's uniqueness check (unique.go).
	listCheck bool
	// note is no call but its comment alone, written at the top of the
	// field's validation (upstream's Validations.Comments).
	note bool
	// toParent moves the call to the struct the field is in (upstream's
	// deferred parent-context validations).
	toParent bool
	// cohort groups calls run in their own closure, after the others
	// (a subfield's, named by its JSON name).
	cohort string
	// deferred runs after the calls of the comment's other tags (upstream
	// defers +k8s:eachVal until the list's listType is known).
	deferred bool
	// union stands for the calls of the unions of one family, among a
	// struct's parent calls or a field's (through +k8s:subfield; union.go).
	union *unionTrigger
	// levelInside keeps the level's mark on the call inside an iterator's
	// function literal too (validators that mark themselves: update).
	levelInside bool
	// lostLevel says a level written inside a chain is lost on the way:
	// its validator, taking no arguments, is passed by name (innerlevel.go).
	lostLevel bool
	// typeArgs are written after the function's name (FixedResult's).
	typeArgs []arg
	// emits are the field errors the call reports when it fails, for the
	// coverage fixtures (coverage.go): every call that can report an
	// error declares them where it is built; silent says it reports none
	// that can be declared (a hand-written function).
	emits  []emission
	silent bool
	// later replaces the call once all the comment's tags are read (a
	// subfield's list checks, which its later tags complete).
	later func() ([]call, *errAt)
	// options wrap what a placeholder comes to (optionwrap.go).
	options []optionWrap
}

// variable is a package variable a validator declares (an enum's set).
type variable struct {
	name string
	init []arg // sets.New's arguments
	typ  arg   // sets.New's type argument when there is no value
	// render writes another initializer (an enum's exclusions).
	render func(e *emitter) string
}

// scope is where a tag is written.
type scope int

const (
	onType scope = iota
	onField
)

func (s scope) String() string {
	if s == onType {
		return "type"
	}
	return "field"
}

// supported are the validator tags this step generates; any other is an
// error naming it (docs/validation-gen.md).
var supported = []string{"k8s:alpha", "k8s:beta", "k8s:optional", "k8s:required", "k8s:immutable", "k8s:minimum", "k8s:maximum",
	"k8s:maxBytes", "k8s:maxLength", "k8s:minLength", "k8s:maxItems", "k8s:minItems", "k8s:enum", "k8s:customValidation", "k8s:format", "k8s:listType", "k8s:listMapKey", "k8s:subfield",
	"k8s:dependentRequired", "k8s:dependentForbidden", "k8s:eachVal", "k8s:eachKey",
	"k8s:unionMember", "k8s:unionDiscriminator", "k8s:zeroOrOneOfMember",
	"k8s:ifEnabled", "k8s:ifDisabled", "k8s:modeDiscriminator", "k8s:ifMode",
	"k8s:forbidden", "k8s:unique", "k8s:customUnique", "k8s:item",
	"k8s:update", "k8s:monotonic", "k8s:neq", "k8s:minProperties", "k8s:maxProperties",
	"k8s:validateTrue", "k8s:validateFalse", "k8s:validateError", "k8s:validateTrueAlpha", "k8s:validateTrueBeta"}

func supportedTag(name string) bool { return slices.Contains(supported, name) }

// formats are +k8s:format's values and the validator of each.
var formats = map[string]string{
	"k8s-extended-resource-name": "ExtendedResourceName", "k8s-label-key": "LabelKey", "k8s-label-value": "LabelValue",
	"k8s-long-name": "LongName", "k8s-long-name-caseless": "LongNameCaseless", "k8s-path-segment-name": "PathSegmentName",
	"k8s-prefixed-label-key": "PrefixedLabelKey", "k8s-resource-fully-qualified-name": "ResourceFullyQualifiedName",
	"k8s-resource-pool-name": "ResourcePoolName", "k8s-short-name": "ShortName", "k8s-uuid": "UUID",
}

// tagCtx is what a validator sees of where its tag is written.
type tagCtx struct {
	scope scope
	t     types.Type // the field's type (pointer kept) or the named type
	// parent and field name a field's struct and Go name (customValidation).
	parent *types.Named
	field  string
	// defaults are the values of the field's +default tags.
	defaults []string
	// consts are an enum type's constants, by name, with their doc
	// comments (lines joined by spaces) and validator tags.
	consts    []*types.Const
	constDocs []string
	constTags [][]tagAt
	// canonical is the package a types package's validations are generated
	// into; custom says whether a custom function exists there.
	canonical map[string]string
	custom    func(pkg, name string) bool
	// list collects a list field's +k8s:listType and +k8s:listMapKey.
	list *listMeta
	// memberDoc reads a struct field's comment (+k8s:subfield's target).
	memberDoc memberDocFunc
	// opaque: the field or type is +k8s:opaqueType (opaque.go).
	opaque bool
	// unions collects the union members of a field's struct (union.go);
	// subUnions those of the field's own struct value, named through
	// +k8s:subfield.
	unions, subUnions *unionSet
	// modes collects +k8s:modeDiscriminator and +k8s:ifMode per struct.
	modes modeSet
	// update gathers a field's +k8s:update tags; item names the items a
	// +k8s:eachVal/eachKey tag is read for (upstream's scope name).
	update *updateSet
	item   string
	// subfields are what this comment's +k8s:subfield tags have said of
	// each subfield so far, by its JSON name (subfield.go).
	subfields map[string]*subfieldState
	// subPrefix names the items a +k8s:item or +k8s:eachVal tag is read
	// for in subfields' keys; typeOpaque says whether a type is
	// +k8s:opaqueType (opaque.go).
	subPrefix  string
	typeOpaque func(types.Type) bool
}

// listMeta is what a list field's listType, listMapKey, unique and
// customUnique tags say (upstream's listMetadata).
type listMeta struct {
	semantic string // atomic, set, map: +k8s:listType's, or +k8s:unique's over atomic
	keys     []*types.Var
	level    string // the level of the last listType or unique tag
	// owner is +k8s:listType's value ("" without it); custom is
	// +k8s:customUnique (uniqueness is checked by hand-written code).
	owner  string
	custom bool
	// typ is the list metadata of the field's named list type, when it
	// has list tags: upstream reads it when the field has none
	// (typelist.go).
	typ *listMeta
	// checked says a listType or unique tag asks for the checks; first
	// is the level wrapping the first of them (unique.go).
	checked bool
	first   string
	// items are the +k8s:item selections of the list (item.go).
	items []*itemSel
}

// uniqueness is the call checking a set's or map's items are unique
// (none for atomic lists), after the field's other validations.
func (l *listMeta) uniqueness(t types.Type) ([]call, error) {
	if err := l.selectItems(); err != nil {
		return nil, err
	}
	switch {
	case !l.checked:
		// Without listType or unique upstream checks nothing.
		return nil, nil
	case l.typ != nil:
		return nil, errBothListed
	case len(l.keys) > 0 && l.semantic != "map":
		return nil, fmt.Errorf("found listMapKey without listType=map or unique=map")
	case l.semantic == "map" && len(l.keys) == 0:
		return nil, fmt.Errorf("found listType=map or unique=map without listMapKey")
	case l.owner == "":
		return nil, fmt.Errorf("listType must be specified - use listType=atomic, listType=set, or listType=map")
	case l.custom:
		return []call{{note: true, comment: "Uniqueness validation is implemented via custom, handwritten validation"}}, nil
	case l.semantic == "set":
		return []call{{pkg: validatePkg, name: sliceFunc(t, "Unique"), args: []arg{l.equal(t)}, comment: "lists with set semantics require unique values", level: l.checkLevel(), emits: failsAt(errDuplicate, "", "[*]")}}, nil
	case l.semantic == "map":
		return []call{{pkg: validatePkg, name: sliceFunc(t, "Unique"), args: []arg{l.match(t)}, comment: "lists with map semantics require unique keys", level: l.checkLevel(), emits: failsAt(errDuplicate, "", "[*]")}}, nil
	}
	return nil, nil
}

// equal compares two items of list type t whole.
func (l *listMeta) equal(t types.Type) arg {
	if comparable(nonPointer(under(t).(*types.Slice).Elem())) {
		return arg{pkg: validatePkg, name: "DirectEqual"}
	}
	return arg{pkg: validatePkg, name: "SemanticDeepEqual"}
}

// match is the function literal telling two items of a list-map with the
// same key.
func (l *listMeta) match(t types.Type) arg {
	elem := nonPointer(under(t).(*types.Slice).Elem())
	var conds []string
	for _, k := range l.keys {
		n := k.Name()
		if _, isPtr := types.Unalias(k.Type()).(*types.Pointer); isPtr {
			conds = append(conds, fmt.Sprintf("((a.%s == nil && b.%s == nil) || (a.%s != nil && b.%s != nil && *a.%s == *b.%s))", n, n, n, n, n, n))
		} else {
			conds = append(conds, fmt.Sprintf("a.%s == b.%s", n, n))
		}
	}
	body := "return " + strings.Join(conds, " && ")
	return arg{render: func(e *emitter) string {
		et := e.typ(elem)
		return fmt.Sprintf("\nfunc(a *%s, b *%s) bool { %s }", et, et, body)
	}}
}

// fieldByJSON is the field of st whose json name is name.
func fieldByJSON(st *types.Struct, name string) *types.Var {
	for i := range st.NumFields() {
		if jsonTagName(st.Tag(i)) == name {
			return st.Field(i)
		}
	}
	return nil
}

var kubeVersion = regexp.MustCompile(`^[0-9]+\.[0-9]+$`)

// validations are the calls and variables tg makes in c, or an error
// saying what is wrong with the tag; level is the stability level a
// wrapping +k8s:alpha or +k8s:beta gives.
func validations(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if tg.err != nil {
		return nil, nil, tg.err
	}
	switch tg.name {
	case "k8s:alpha", "k8s:beta":
		inner, args, err := wrapped(tg)
		if err != nil {
			return nil, nil, err
		}
		if len(args) > 1 {
			return nil, nil, fmt.Errorf("at most one optional kubernetes version argument is supported")
		}
		if len(args) == 1 && !kubeVersion.MatchString(args[0]) {
			return nil, nil, fmt.Errorf("invalid kubernetes version format, expected <major>.<minor>, got %s", args[0])
		}
		if !supportedTag(inner.name) {
			return nil, nil, errUnsupported{inner.name}
		}
		return validations(inner, c, strings.TrimPrefix(tg.name, "k8s:"))
	case "k8s:optional", "k8s:required":
		if c.scope != onField {
			return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.scope)
		}
		required := tg.name == "k8s:required"
		comment := ""
		if !required && len(c.defaults) > 0 {
			zero, err := zeroDefault(c.defaults, c.t)
			if err != nil {
				return nil, nil, err
			}
			if zero && !isNilable(c.t) {
				// A zero default cannot be told from an unset value: the
				// tag only documents the field (upstream writes a note).
				return []call{{note: true, comment: "optional value-type fields with zero-value defaults are purely documentation"}}, nil, nil
			}
			required, comment = true, "optional fields with default values are effectively required"
		}
		kind := valueKind(c.t)
		if kind == "Struct" {
			return nil, nil, fmt.Errorf("non-pointer structs cannot use the %q tag", tg.name)
		}
		if required {
			return []call{{pkg: validatePkg, name: "Required" + kind, shortCircuit: true, level: level, comment: comment, emits: fails(errRequired, "")}}, nil, nil
		}
		return []call{{pkg: validatePkg, name: "Optional" + kind, shortCircuit: true, nonError: true, level: level}}, nil, nil
	case "k8s:subfield":
		return subfield(tg, c, level)
	case "k8s:eachVal", "k8s:eachKey":
		return each(tg, c, level)
	case "k8s:dependentRequired", "k8s:dependentForbidden":
		return dependent(tg, c, level)
	case "k8s:unionMember", "k8s:zeroOrOneOfMember":
		return member(tg, c, level)
	case "k8s:unionDiscriminator":
		return discriminator(tg, c)
	case "k8s:ifEnabled", "k8s:ifDisabled":
		return ifOption(tg, c, level)
	case "k8s:modeDiscriminator":
		return modeDiscriminator(tg, c)
	case "k8s:ifMode":
		return ifMode(tg, c, level)
	case "k8s:update":
		return update(tg, c, level)
	case "k8s:monotonic":
		return monotonic(tg, c, level)
	case "k8s:neq":
		return neq(tg, c, level)
	case "k8s:minProperties", "k8s:maxProperties":
		return properties(tg, c, level)
	case "k8s:validateTrue", "k8s:validateFalse", "k8s:validateError", "k8s:validateTrueAlpha", "k8s:validateTrueBeta":
		return fixedResult(tg, c, level)
	case "k8s:immutable":
		return []call{{pkg: validatePkg, name: "Immutable", shortCircuit: true, level: level, emits: fails(errInvalid, "immutable")}}, nil, nil
	case "k8s:minimum", "k8s:maximum":
		b, ok := under(nonPointer(c.t)).(*types.Basic)
		if !ok || b.Info()&types.IsInteger == 0 {
			return nil, nil, fmt.Errorf("can only be used on integer types (%s)", typeKey(c.t))
		}
		bits := 64
		switch b.Kind() {
		case types.Int8, types.Uint8:
			bits = 8
		case types.Int16, types.Uint16:
			bits = 16
		case types.Int32, types.Uint32:
			bits = 32
		}
		var text string
		if b.Info()&types.IsUnsigned != 0 {
			v, err := strconv.ParseUint(tg.value, 10, bits)
			if err != nil || strconv.FormatUint(v, 10) != tg.value {
				return nil, nil, fmt.Errorf("failed to parse tag payload: %q is not a %d-bit unsigned integer", tg.value, bits)
			}
			text = strconv.FormatUint(v, 10)
		} else {
			v, err := strconv.ParseInt(tg.value, 10, bits)
			if err != nil || strconv.FormatInt(v, 10) != tg.value {
				return nil, nil, fmt.Errorf("failed to parse tag payload: %q is not a %d-bit integer", tg.value, bits)
			}
			text = strconv.FormatInt(v, 10)
		}
		return []call{{pkg: validatePkg, name: upper(tg.name), args: []arg{{text: text}}, level: level, emits: fails(errInvalid, strings.TrimPrefix(tg.name, "k8s:"))}}, nil, nil
	case "k8s:maxBytes", "k8s:maxLength", "k8s:minLength":
		if b, ok := under(nonPointer(c.t)).(*types.Basic); !ok || b.Kind() != types.String {
			return nil, nil, fmt.Errorf("can only be used on string types (%s)", typeKey(c.t))
		}
		if tg.name == "k8s:minLength" {
			return minLength(tg, level)
		}
		n, err := count(tg.value)
		if err != nil {
			return nil, nil, err
		}
		errType := errTooLong // maxBytes, maxLength
		return []call{{pkg: validatePkg, name: upper(tg.name), args: []arg{{text: n}}, level: level, emits: fails(errType, strings.TrimPrefix(tg.name, "k8s:"))}}, nil, nil
	case "k8s:listType", "k8s:listMapKey":
		sl, err := listField(tg, c)
		if err != nil {
			return nil, nil, err
		}
		st, isStruct := under(sl.Elem()).(*types.Struct)
		if tg.name == "k8s:listMapKey" {
			if !isStruct {
				return nil, nil, fmt.Errorf("only lists of structs can be list-maps")
			}
			f := fieldByJSON(st, tg.value)
			if f == nil {
				return nil, nil, fmt.Errorf("no field for JSON name %q", tg.value)
			}
			if _, ok := under(nonPointer(f.Type())).(*types.Basic); !ok {
				return nil, nil, fmt.Errorf("only primitive types and pointers to primitive types can be list-map keys, not %s", typeKey(f.Type()))
			}
			c.list.keys = append(c.list.keys, f)
			return nil, nil, nil
		}
		c.list.level = level
		if c.list.owner != "" {
			return nil, nil, fmt.Errorf("listType cannot be specified more than once")
		}
		switch tg.value {
		case "atomic":
		case "set", "map":
			if c.list.semantic != "" && c.list.semantic != "atomic" {
				return nil, nil, fmt.Errorf("unique tag is redundant for listType=%q", tg.value)
			}
			if tg.value == "map" && !isStruct {
				return nil, nil, fmt.Errorf("only lists of structs can be list-maps")
			}
		default:
			return nil, nil, fmt.Errorf("unknown list type %q", tg.value)
		}
		c.list.owner = tg.value
		if tg.value != "atomic" || c.list.semantic == "" {
			c.list.semantic = tg.value
		}
		return c.list.checks(level), nil, nil
	case "k8s:forbidden":
		return forbidden(tg, c, level)
	case "k8s:unique", "k8s:customUnique":
		return unique(tg, c, level)
	case "k8s:item":
		return item(tg, c, level)
	case "k8s:format":
		if b, ok := under(nonPointer(c.t)).(*types.Basic); !ok || b.Kind() != types.String {
			return nil, nil, fmt.Errorf("can only be used on string types (%s)", typeKey(c.t))
		}
		fn, ok := formats[tg.value]
		if !ok {
			known := make([]string, 0, len(formats))
			for f := range formats {
				known = append(known, f)
			}
			slices.Sort(known)
			return nil, nil, fmt.Errorf("unsupported validation format %q; use one of %s", tg.value, strings.Join(known, ", "))
		}
		return []call{{pkg: validatePkg, name: fn, level: level, emits: fails(errInvalid, "format="+tg.value)}}, nil, nil
	case "k8s:maxItems", "k8s:minItems":
		switch under(c.t).(type) {
		case *types.Slice, *types.Array:
		default:
			return nil, nil, fmt.Errorf("can only be used on list types (%s)", typeKey(c.t))
		}
		n, err := count(tg.value)
		if err != nil {
			return nil, nil, err
		}
		// maxItems stops the other validations of a too long list.
		errType := errTooFew
		if tg.name == "k8s:maxItems" {
			errType = errTooMany
		}
		return []call{{pkg: validatePkg, name: upper(tg.name), args: []arg{{text: n}}, level: level, shortCircuit: tg.name == "k8s:maxItems", emits: fails(errType, strings.TrimPrefix(tg.name, "k8s:"))}}, nil, nil
	case "k8s:enum":
		if c.scope != onType {
			return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.scope)
		}
		if b, ok := c.t.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return nil, nil, fmt.Errorf("can only be used on string types (%s)", typeKey(c.t))
		}
		named := c.t.(*types.Named)
		excl := map[string][]exclusion{} // by constant name
		v := variable{name: "symbolsFor" + named.Obj().Name()}
		// One constant per value: of two, the one with the longer doc
		// comment, then the one whose comment sorts first (upstream's tie
		// breaker).
		byValue := map[string]int{}
		var comments []string
		for i, k := range c.consts {
			val, comment := k.Val().ExactString(), c.constDocs[i]
			out, when, _ := constTags(c.constTags[i]) // resolve reports their errors
			if out {
				continue
			}
			excl[k.Name()] = when
			j, seen := byValue[val]
			if !seen {
				byValue[val] = len(v.init)
				v.init = append(v.init, arg{pkg: k.Pkg().Path(), name: k.Name()})
				comments = append(comments, comment)
				continue
			}
			if len(comments[j]) < len(comment) || (len(comments[j]) == len(comment) && comments[j] > comment) {
				v.init[j], comments[j] = arg{pkg: k.Pkg().Path(), name: k.Name()}, comment
			}
		}
		slices.SortFunc(v.init, func(a, b arg) int { return strings.Compare(a.name, b.name) })
		if len(v.init) == 0 {
			v.typ = arg{pkg: named.Obj().Pkg().Path(), name: named.Obj().Name()}
		}
		if ex, ok := exclusionsVar(named, v.init, excl); ok {
			return []call{{pkg: validatePkg, name: "Enum", args: []arg{{text: v.name}, {text: ex.name}}, level: level, emits: fails(errNotSupported, "")}}, []variable{v, ex}, nil
		}
		return []call{{pkg: validatePkg, name: "Enum", args: []arg{{text: v.name}, {text: "nil"}}, level: level, emits: fails(errNotSupported, "")}}, []variable{v}, nil
	case "k8s:customValidation":
		var definer *types.Named
		fn := "ValidateCustom_"
		if c.scope == onField {
			definer, fn = c.parent, fn+c.parent.Obj().Name()+"_"+c.field
		} else {
			definer, _ = c.t.(*types.Named)
			if definer == nil {
				return nil, nil, fmt.Errorf("tag %q needs a named type", tg.name)
			}
			fn += definer.Obj().Name()
		}
		out, ok := c.canonical[definer.Obj().Pkg().Path()]
		if !ok {
			return nil, nil, fmt.Errorf("cannot resolve generated package for %s (is it being processed by validation-gen?)", definer.Obj().Pkg().Path())
		}
		if c.custom != nil && !c.custom(out, fn) {
			return nil, nil, fmt.Errorf("+k8s:customValidation needs a function %s.%s(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj %s) field.ErrorList; write it", out, fn, nilable(c.t))
		}
		// What a hand-written function reports is not known: upstream
		// declares nothing for it.
		return []call{{pkg: out, name: fn, comment: "custom validation", level: level, silent: true}}, nil, nil
	}
	return nil, nil, errUnsupported{tg.name}
}

// upper is a tag's validator function: "k8s:maxItems" is MaxItems.
func upper(tag string) string {
	name := strings.TrimPrefix(tag, "k8s:")
	return strings.ToUpper(name[:1]) + name[1:]
}

// count is a non-negative integer payload, written as Go prints it.
func count(value string) (string, error) {
	v, err := strconv.Atoi(value)
	if err != nil || strconv.Itoa(v) != value {
		return "", fmt.Errorf("failed to parse tag payload as int: %q", value)
	}
	if v < 0 {
		return "", fmt.Errorf("must be greater than or equal to zero")
	}
	return value, nil
}

// zeroDefault says whether a field's one +default is its type's zero
// value (upstream's table: 0 for numbers, false, ""); a default on a type
// it has no zero value for, or several, is upstream's error.
func zeroDefault(defaults []string, t types.Type) (bool, error) {
	if len(defaults) > 1 {
		return false, fmt.Errorf("+default tag with multiple values: %q", defaults)
	}
	var v any
	if err := json.Unmarshal([]byte(defaults[0]), &v); err != nil {
		return false, fmt.Errorf("failed to parse default value %q: %v", defaults[0], err)
	}
	if v == nil {
		return false, fmt.Errorf("failed to parse default value %q: unmarshalled to nil", defaults[0])
	}
	if isNilable(t) {
		return false, nil
	}
	var zero any
	switch u := under(t).(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsNumeric != 0:
			zero = 0.
		case u.Kind() == types.Bool:
			zero = false
		case u.Kind() == types.String:
			zero = ""
		}
	}
	if named, ok := types.Unalias(t).(*types.Named); ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == "time" && named.Obj().Name() == "Time" {
		zero = ""
	}
	if zero == nil {
		return false, fmt.Errorf("unknown zero-value for type %s", typeKey(t))
	}
	return reflect.DeepEqual(v, zero), nil
}

// errUnsupported is a tag this step does not generate.
type errUnsupported struct{ tag string }

func (e errUnsupported) Error() string { return "+" + e.tag + " is not generated yet" }

// wrapped is the tag a +k8s:alpha(...)=+<tag> line wraps, and the
// wrapper's arguments (the since: version).
func wrapped(tg tagAt) (tagAt, []string, error) {
	inner := strings.TrimSpace(tg.value)
	rest, ok := strings.CutPrefix(inner, "+")
	if !ok {
		return tagAt{}, nil, fmt.Errorf("requires a validation tag as its value payload")
	}
	parsed := validatorTags([]string{"+" + rest}, tg.pos)
	if len(parsed) == 1 {
		p := parsed[0]
		p.pos = tg.pos
		return p, argValues(tg.args), nil
	}
	name, value, _ := strings.Cut(rest, "=")
	return tagAt{name: strings.TrimSpace(name), value: value, pos: tg.pos}, argValues(tg.args), nil
}

// argValues are the values of a tag's arguments, in order.
func argValues(args []tags.Arg) []string {
	var out []string
	for _, a := range args {
		out = append(out, a.Value)
	}
	return out
}

func under(t types.Type) types.Type { return types.Unalias(t).Underlying() }

func nonPointer(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// nilable is the type validators are passed: t itself when nil is one of
// its values, else a pointer to it.
func nilable(t types.Type) string { return typeKey(nilableType(t)) }
