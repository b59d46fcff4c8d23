package crdschema

import (
	"fmt"
	"strconv"
	"strings"
)

// This file reads the arguments of controller-gen's schema markers:
// numbers, booleans, strings (bare, "quoted" or `raw`), lists (a;b or
// {a,b}), values of any type (guessed from their first character, as
// controller-gen guesses them) and named arguments (rule="...",x=y).

func argInt(s string) (int64, error) {
	return strconv.ParseInt(strings.TrimSpace(s), 0, 64)
}

func argFloat(s string) (float64, error) {
	return strconv.ParseFloat(strings.TrimSpace(s), 64)
}

// argBool is true for a bare marker.
func argBool(s string) (bool, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return true, nil
	}
	return strconv.ParseBool(s)
}

// argString reads a bare, double-quoted or backquoted string.
func argString(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case strings.HasPrefix(s, `"`):
		return strconv.Unquote(s)
	case strings.HasPrefix(s, "`"):
		if len(s) < 2 || !strings.HasSuffix(s, "`") {
			return "", fmt.Errorf("unterminated raw string %s", s)
		}
		return s[1 : len(s)-1], nil
	}
	return s, nil
}

// argList reads a list: {a,b,c} or a;b;c, each element of any type.
func argList(s string) ([]any, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "{") {
		v, rest, err := anyValue(s)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(rest) != "" {
			return nil, fmt.Errorf("unexpected %q after the list", rest)
		}
		switch v := v.(type) {
		case []any:
			return v, nil
		case map[string]any:
			if len(v) == 0 {
				return []any{}, nil
			}
		}
		return nil, fmt.Errorf("expected a list, found %s", s)
	}
	var out []any
	for _, part := range splitTop(s, ';') {
		v, rest, err := anyValue(part)
		if err != nil {
			return nil, err
		}
		if strings.TrimSpace(rest) != "" {
			v = strings.TrimSpace(part) // a bare string holding spaces
		}
		out = append(out, v)
	}
	return out, nil
}

// argAny reads a value of any type.
func argAny(s string) (any, error) {
	v, rest, err := anyValue(s)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(rest) != "" {
		if _, isString := v.(string); isString && !strings.HasPrefix(strings.TrimSpace(s), `"`) {
			return strings.TrimSpace(s), nil
		}
		return nil, fmt.Errorf("unexpected %q after the value", rest)
	}
	return v, nil
}

// anyValue reads one value from the start of s and returns the rest.
func anyValue(s string) (any, string, error) {
	s = strings.TrimLeft(s, " \t")
	if s == "" {
		return "", "", nil
	}
	switch s[0] {
	case '"':
		end := closingQuote(s)
		if end < 0 {
			return nil, "", fmt.Errorf("unterminated string %s", s)
		}
		v, err := strconv.Unquote(s[:end+1])
		return v, s[end+1:], err
	case '`':
		end := strings.IndexByte(s[1:], '`')
		if end < 0 {
			return nil, "", fmt.Errorf("unterminated raw string %s", s)
		}
		return s[1 : end+1], s[end+2:], nil
	case '{':
		return compound(s)
	}
	end := strings.IndexAny(s, ",;}:")
	if end < 0 {
		end = len(s)
	}
	word := strings.TrimSpace(s[:end])
	if i, err := strconv.ParseInt(word, 0, 64); err == nil {
		return int(i), s[end:], nil
	}
	if f, err := strconv.ParseFloat(word, 64); err == nil {
		return f, s[end:], nil
	}
	if word == "true" || word == "false" {
		return word == "true", s[end:], nil
	}
	return word, s[end:], nil
}

// compound reads {a,b} (a list) or {k: v, ...} (a map), {} an empty map.
func compound(s string) (any, string, error) {
	rest := strings.TrimLeft(s[1:], " \t")
	if strings.HasPrefix(rest, "}") {
		return map[string]any{}, rest[1:], nil
	}
	var list []any
	var obj map[string]any
	for {
		v, after, err := anyValue(rest)
		if err != nil {
			return nil, "", err
		}
		after = strings.TrimLeft(after, " \t")
		if strings.HasPrefix(after, ":") && list == nil {
			key := fmt.Sprint(v)
			if obj == nil {
				obj = map[string]any{}
			}
			val, more, err := anyValue(after[1:])
			if err != nil {
				return nil, "", err
			}
			obj[key] = val
			after = strings.TrimLeft(more, " \t")
		} else if obj == nil {
			list = append(list, v)
		} else {
			return nil, "", fmt.Errorf("mixed list and map in %s", s)
		}
		switch {
		case strings.HasPrefix(after, ","):
			rest = after[1:]
		case strings.HasPrefix(after, "}"):
			if obj != nil {
				return obj, after[1:], nil
			}
			return list, after[1:], nil
		default:
			return nil, "", fmt.Errorf("expected , or } in %s", s)
		}
	}
}

// closingQuote is the index of the quote ending the string s starts with.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

// splitTop splits s at sep outside quotes and braces.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			if end := closingQuote(s[i:]); end > 0 {
				i += end
			}
		case c == '`':
			if end := strings.IndexByte(s[i+1:], '`'); end >= 0 {
				i += end + 1
			}
		case c == '{':
			depth++
		case c == '}':
			depth--
		case c == sep && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// namedArgs reads k=v,k2=v2 (values as strings, quotes removed).
func namedArgs(s string) (map[string]string, error) {
	out := map[string]string{}
	for _, part := range splitTop(s, ',') {
		if strings.TrimSpace(part) == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("expected name=value, found %q", part)
		}
		str, err := argString(v)
		if err != nil {
			return nil, fmt.Errorf("argument %s: %v", strings.TrimSpace(k), err)
		}
		out[strings.TrimSpace(k)] = str
	}
	return out, nil
}
