// Package tagline reads "+name=value" comment tags from comment lines; the
// deepcopy and register generators share it so that both read a tag alike.
package tagline

import "strings"

// Values returns the values of the "+name=value" lines among lines (a bare
// "+name" has the value ""), in order, trimmed.
func Values(lines []string, name string) []string {
	var out []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "+") {
			continue
		}
		k, v, _ := strings.Cut(l[1:], "=")
		if strings.TrimSpace(k) == name {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}
