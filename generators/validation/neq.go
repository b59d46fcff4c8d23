package validation

import (
	"fmt"
	"go/types"
	"strconv"
	"unicode"
)

// neq is +k8s:neq=<value>: the value may not be this one (validate.NEQ).
// The payload's kind must match the type's, read as upstream's tag grammar
// reads it: a quoted string or a word is a string (true and false are
// bools), a number is an int. An alpha tag, as +k8s:monotonic.
func neq(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if len(tg.args) > 0 {
		return nil, nil, fmt.Errorf("unrecognized named argument %q; +%s takes none", tg.args[0], tg.name)
	}
	t := nonPointer(c.t)
	b, isBasic := under(t).(*types.Basic)
	if !comparable(t) {
		return nil, nil, fmt.Errorf("can only be used on comparable types (e.g. string, int, bool), but got %s", typeKey(c.t))
	}
	kind := payloadKind(tg)
	if kind == "" {
		return nil, nil, fmt.Errorf("missing required payload; write +k8s:neq=<value>")
	}
	var text string
	switch {
	case isBasic && b.Kind() == types.String:
		if kind != "string" {
			return nil, nil, fmt.Errorf("type mismatch: field is a string, but payload is of type %s", kind)
		}
		v := tg.value
		// Upstream unquotes once more before it quotes.
		if uq, err := strconv.Unquote(v); err == nil {
			v = uq
		}
		text = strconv.Quote(v)
	case isBasic && b.Kind() == types.Bool:
		if kind != "bool" {
			return nil, nil, fmt.Errorf("type mismatch: field is a bool, but payload is of type %s", kind)
		}
		text = tg.value
	case isBasic && b.Info()&types.IsInteger != 0:
		if kind != "int" {
			return nil, nil, fmt.Errorf("type mismatch: field is an integer, but payload is of type %s", kind)
		}
		v, err := strconv.Atoi(tg.value)
		if err != nil || strconv.Itoa(v) != tg.value {
			return nil, nil, fmt.Errorf("invalid integer value for payload: %q is not a valid int value", tg.value)
		}
		text = tg.value
	default:
		return nil, nil, fmt.Errorf("unsupported type for 'neq' tag: %s", typeKey(t))
	}
	return []call{{pkg: validatePkg, name: "NEQ", args: []arg{{text: text}}, level: level}}, nil, nil
}

// payloadKind is the kind upstream's tag grammar gives a tag's value:
// "string", "bool", "int", or "" when there is none.
func payloadKind(tg tagAt) string {
	switch {
	case tg.quoted:
		return "string"
	case tg.value == "":
		return ""
	case tg.value == "true" || tg.value == "false":
		return "bool"
	case tg.value[0] == '-' || tg.value[0] == '+' || unicode.IsDigit(rune(tg.value[0])):
		return "int"
	}
	return "string"
}
