package manifest

import (
	"strconv"
	"strings"
	"time"
)

// plainIsString: yaml.v2 would read s, written plain, back as a string,
// and does not quote it anyway (base-60 numbers). This is resolve.go's
// resolve for an untagged scalar, kept to the question asked here.
func plainIsString(s string) bool {
	if s == "" {
		return false // null
	}
	c := s[0]
	switch {
	case strings.IndexByte("yYnNtTfFoO~", c) >= 0:
		return !yamlWords[s]
	case c == '.':
		if yamlWords[s] {
			return false
		}
		_, err := strconv.ParseFloat(s, 64)
		return err != nil
	case c == '+' || c == '-' || c >= '0' && c <= '9':
		return !yamlWords[s] && !isYAMLTimestamp(s) && !isYAMLNumber(s) && !isBase60Float(s)
	}
	return true
}

// yamlWords are the plain scalars yaml.v2 reads as a bool, null or float
// by name. ("<<", the merge key, is not looked up: no character it starts
// with is one resolve looks words up for.)
var yamlWords = func() map[string]bool {
	words := map[string]bool{}
	for _, w := range strings.Fields(`y Y yes Yes YES true True TRUE on On ON
		n N no No NO false False FALSE off Off OFF ~ null Null NULL
		.nan .NaN .NAN .inf .Inf .INF +.inf +.Inf +.INF -.inf -.Inf -.INF`) {
		words[w] = true
	}
	return words
}()

// isYAMLNumber: yaml.v2 reads s (starting with a sign or digit) as an int
// or float: underscores dropped, then Go's integer syntax with base
// prefixes, YAML's float syntax, or 0b binary.
func isYAMLNumber(s string) bool {
	plain := strings.ReplaceAll(s, "_", "")
	if _, err := strconv.ParseInt(plain, 0, 64); err == nil {
		return true
	}
	if _, err := strconv.ParseUint(plain, 0, 64); err == nil {
		return true
	}
	if isYAMLFloatSyntax(plain) {
		if _, err := strconv.ParseFloat(plain, 64); err == nil {
			return true
		}
	}
	if rest, ok := strings.CutPrefix(plain, "0b"); ok {
		if _, err := strconv.ParseInt(rest, 2, 64); err == nil {
			return true
		}
		_, err := strconv.ParseUint(rest, 2, 64)
		return err == nil
	}
	if rest, ok := strings.CutPrefix(plain, "-0b"); ok {
		_, err := strconv.ParseInt("-"+rest, 2, 64)
		return err == nil
	}
	return false
}

// isYAMLFloatSyntax: s is [-+]?(.digits|digits(.digits?)?)([eE][-+]?digits)?
func isYAMLFloatSyntax(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if i < len(s) && s[i] == '.' {
		i++
		if n := digitRun(s[i:]); n > 0 {
			i += n
		} else {
			return false
		}
	} else {
		n := digitRun(s[i:])
		if n == 0 {
			return false
		}
		i += n
		if i < len(s) && s[i] == '.' {
			i++
			i += digitRun(s[i:])
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		n := digitRun(s[i:])
		if n == 0 {
			return false
		}
		i += n
	}
	return i == len(s)
}

// isBase60Float: s is a YAML 1.1 sexagesimal number
// ([-+]?digit[digit_]*(:[0-5]?digit)+(.[digit_]*)?), which yaml.v2 reads
// as a string but quotes for other YAML 1.1 readers.
func isBase60Float(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if i == len(s) || s[i] < '0' || s[i] > '9' {
		return false
	}
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	groups := 0
	for i < len(s) && s[i] == ':' {
		i++
		switch n := digitRun(s[i:]); {
		case n >= 2 && s[i] <= '5':
			i += 2
		case n >= 1:
			i++
		default:
			return false
		}
		groups++
	}
	if groups == 0 {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
			i++
		}
	}
	return i == len(s)
}

// digitRun is the number of ASCII digits s starts with.
func digitRun(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// isYAMLTimestamp: yaml.v2 reads s as a timestamp (four digits and a
// dash, then one of the layouts it tries).
func isYAMLTimestamp(s string) bool {
	if digitRun(s) != 4 || len(s) == 4 || s[4] != '-' {
		return false
	}
	for _, layout := range []string{
		"2006-1-2T15:4:5.999999999Z07:00",
		"2006-1-2t15:4:5.999999999Z07:00",
		"2006-1-2 15:4:5.999999999",
		"2006-1-2",
	} {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}
