package tags

import (
	"strings"
	"sync"
)

// Suggest returns the registered tag a name not in the registry was
// probably meant to be: the same name in other letter case, or one within
// two edits (case ignored). A name shorter than five letters is matched by
// case only, since any short word is two edits from some tag. A name of an
// Ignored family (another tool's markers) is compared with that family's
// registered names only, so that its other markers are never taken for
// ours.
func Suggest(name string) (Tag, bool) {
	if _, known := byName[name]; known {
		return Tag{}, false
	}
	// Input packages repeat the same foreign tags (+k8s:openapi-gen,
	// +kubebuilder:…) on many types; each name is compared once.
	if s, ok := suggestions.Load(name); ok {
		s := s.(suggestion)
		return s.tag, s.ok
	}
	t, ok := suggest(name)
	suggestions.Store(name, suggestion{t, ok})
	return t, ok
}

type suggestion struct {
	tag Tag
	ok  bool
}

var suggestions sync.Map // name -> suggestion

func suggest(name string) (Tag, bool) {
	lower := strings.ToLower(name)
	fam, inFam := FamilyOf(name)
	ignored := inFam && fam.Unknown == Ignored
	best, bestD := -1, 3
	for i, t := range All {
		if ignored {
			if f, ok := FamilyOf(t.Name); !ok || f.Prefix != fam.Prefix {
				continue
			}
		}
		tl := strings.ToLower(t.Name)
		if tl == lower {
			return t, true
		}
		if len(name) < 5 {
			continue
		}
		if d := EditDistance(lower, tl); d < bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return Tag{}, false
	}
	return All[best], true
}

// Closest returns the word of known nearest to s (case ignored), if it is
// within two edits: the did-you-mean of a misspelled value or option.
func Closest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if strings.EqualFold(s, k) {
			return k
		}
		if d := EditDistance(strings.ToLower(s), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// EditDistance is the Levenshtein distance of a and b (bytes).
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
