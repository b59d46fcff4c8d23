package manifest

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// sortedKeys is m's keys in yaml.v2's order (sorter.go's keyList for
// string keys). ok is false when a key is not UTF-8 (yaml.v2 prints it as
// !!binary) or when yaml.v2's order is not a total order on the keys
// (see ambiguousKeyOrder): yaml.v2's own output then depends on the map's
// iteration order.
func sortedKeys(m map[string]any) (keys []string, ok bool) {
	keys = make([]string, 0, len(m))
	for k := range m {
		if !utf8.ValidString(k) {
			return nil, false
		}
		keys = append(keys, k)
	}
	if ambiguousKeyOrder(keys) {
		return nil, false
	}
	// The keys are distinct and their order total: not before is after.
	slices.SortFunc(keys, func(a, b string) int {
		if yamlKeyLess(a, b) {
			return -1
		}
		if a == b {
			return 0
		}
		return 1
	})
	return keys, true
}

// ambiguousKeyOrder reports keys on which yaml.v2's key order may not be
// a total order. That order compares keys as sequences of tokens (a run
// of digits as a number, any other character alone; other characters
// before numbers before letters) except in three cases, which are the
// ones reported:
//   - a digit run of 19 or more digits overflows its int64;
//   - a non-ASCII digit (unicode.IsDigit) counts with a bogus value;
//   - two keys sharing a prefix that ends in a digit, one going on with
//     a digit and the other with a letter ("60", "6x"): the character
//     rule puts the first before the second, the number rule would not,
//     and with a third key ("7") the order becomes a cycle.
func ambiguousKeyOrder(keys []string) bool {
	var digitNext, letterNext map[string]bool
	for _, k := range keys {
		if strings.IndexAny(k, "0123456789") < 0 && isASCII(k) {
			continue // nothing to check
		}
		run := 0
		for i, r := range k {
			digit := r >= '0' && r <= '9'
			if !digit && r >= utf8.RuneSelf && unicode.IsDigit(r) {
				return true
			}
			if run > 0 {
				switch {
				case digit:
					if digitNext == nil {
						digitNext = map[string]bool{}
					}
					digitNext[k[:i]] = true
				case isLetter(r):
					if letterNext == nil {
						letterNext = map[string]bool{}
					}
					letterNext[k[:i]] = true
				}
			}
			if digit {
				run++
				if run >= 19 {
					return true
				}
			} else {
				run = 0
			}
		}
	}
	for prefix := range letterNext {
		if digitNext[prefix] {
			return true
		}
	}
	return false
}

// yamlKeyLess is yaml.v2's order of two string keys (its keyList.Less):
// at the first character they differ in, two letters compare as
// characters, a letter comes after anything else, and otherwise the runs
// of digits starting there compare as numbers (a zero there counting as
// significant when a nonzero digit precedes it in the run they share),
// then by length, then the characters; a key before its extensions.
//
// yaml.v2 compares runes; this compares the bytes of UTF-8 strings the
// same way, for keys whose digits are all ASCII (ambiguousKeyOrder
// rules the others out): the first differing rune starts where the first
// differing byte's rune starts, and digits are single bytes.
func yamlKeyLess(a, b string) bool {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	if i == len(a) || i == len(b) {
		return len(a) < len(b)
	}
	for i > 0 && a[i]&0xC0 == 0x80 {
		i-- // back to the start of the differing rune
	}
	ra, rb := rune(a[i]), rune(b[i])
	if ra >= utf8.RuneSelf {
		ra, _ = utf8.DecodeRuneInString(a[i:])
	}
	if rb >= utf8.RuneSelf {
		rb, _ = utf8.DecodeRuneInString(b[i:])
	}
	aLetter, bLetter := isLetter(ra), isLetter(rb)
	if aLetter && bLetter {
		return ra < rb
	}
	if aLetter || bLetter {
		return bLetter
	}
	var an, bn int64
	if ra == '0' || rb == '0' {
		for j := i - 1; j >= 0 && isDigit(a[j]); j-- {
			if a[j] != '0' {
				an, bn = 1, 1
				break
			}
		}
	}
	ai, bi := i, i
	for ; ai < len(a) && isDigit(a[ai]); ai++ {
		an = an*10 + int64(a[ai]-'0')
	}
	for ; bi < len(b) && isDigit(b[bi]); bi++ {
		bn = bn*10 + int64(b[bi]-'0')
	}
	if an != bn {
		return an < bn
	}
	if ai != bi {
		return ai < bi
	}
	return ra < rb
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isLetter is unicode.IsLetter with a shortcut for ASCII.
func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return unicode.IsLetter(r)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
