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
