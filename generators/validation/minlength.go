package validation

import (
	"fmt"
	"strconv"
	"strings"
)

// minLength reads +k8s:minLength=<int> (the string type is checked by the
// caller). Upstream takes a limit of zero or less as saying "considered,
// no minimum": it is accepted and makes no call (a negative one too, unlike
// the other limits, which refuse it).
func minLength(tg tagAt, level string) ([]call, []variable, error) {
	v, err := strconv.Atoi(tg.value)
	if err != nil || strconv.Itoa(v) != tg.value {
		return nil, nil, fmt.Errorf("failed to parse tag payload as int: %q", tg.value)
	}
	if v <= 0 {
		return nil, nil, nil
	}
	return []call{{pkg: validatePkg, name: upper(tg.name), args: []arg{{text: tg.value}}, level: level, emits: fails(errTooShort, strings.TrimPrefix(tg.name, "k8s:"))}}, nil, nil
}

// noMinimum says whether the tag chain t ends in a +k8s:minLength that
// makes no call (a limit of zero or less), through the wrappers that only
// pass their tag's calls on. Upstream's eachVal and eachKey fail on a
// wrapped tag that yields nothing.
func noMinimum(t tagAt) bool {
	for depth := 0; depth < 16; depth++ {
		switch t.name {
		case "k8s:minLength":
			v, err := strconv.Atoi(t.value)
			return err == nil && v <= 0
		case "k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled":
			in, _, err := wrapped(t)
			if err != nil {
				return false
			}
			t = in
		default:
			return false
		}
	}
	return false
}
