package validation

import "testing"

// +k8s:monotonic, +k8s:neq (string, word, int, bool; per item and key),
// +k8s:minProperties and +k8s:maxProperties (on fields and a map type).
func TestLimitsAreUpstreams(t *testing.T) { matchesGolden(t, "limits") }

// Each +k8s:monotonic, +k8s:neq, +k8s:minProperties and +k8s:maxProperties
// that upstream fails on is an error at its line; the alpha ones outside
// +k8s:alpha in a stable API version are upstream's lint errors, at the field.
func TestLimitsErrors(t *testing.T) {
	at := func(line string) string { return "testdata/errors/limits/types.go:" + line + ":" }
	wantTagErrors(t, "./testdata/errors/limits",
		[]string{at("5"), "Widget.Name: +k8s:alpha: must be an integer type (got string)"},
		[]string{at("8"), "+k8s:monotonic takes no value"},
		[]string{at("11"), "unsupported type for 'neq' tag: float64"},
		[]string{at("14"), "type mismatch: field is a string, but payload is of type int"},
		[]string{at("17"), "missing required payload"},
		[]string{at("20"), "can only be used on comparable types"},
		[]string{at("23"), "can only be used on map types ([]string)"},
		[]string{at("26"), "must be greater than or equal to zero"},
		[]string{at("29"), "must be less than or equal to 100000"},
		[]string{at("32"), "+k8s:minProperties: tag value has wrong type"},
		[]string{at("35"), `tag "k8s:monotonic" cannot be specified on list values`},
		[]string{at("38"), "type mismatch: field is a bool, but payload is of type string"},
	)
	stable := func(line string) string { return "testdata/errors/limitsstable/types.go:" + line + ":" }
	wantTagErrors(t, "./testdata/errors/limitsstable",
		[]string{stable("6"), `field Count: tag "k8s:monotonic" with stability level "Alpha" cannot be used in Stable validation`},
		[]string{stable("9"), `field Size: tag "k8s:neq" with stability level "Alpha" cannot be used in Beta validation`},
		[]string{stable("12"), `field Names: tag "k8s:neq" with stability level "Alpha" cannot be used in Stable validation`},
	)
}
