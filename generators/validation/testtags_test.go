package validation

import "testing"

// The test tags: validateTrue/False on types, fields, items and keys, with
// flags, typeArg and cohort arguments; validateTrueAlpha/Beta.
func TestFixedResultIsUpstreams(t *testing.T) { matchesGolden(t, "fixed") }

// The test tags' errors: upstream's, and two whose output upstream writes
// but does not build (a typeArg it cannot name or of another type than the checked value, NonError alone).
func TestFixedResultErrors(t *testing.T) {
	at := func(line string) string { return "testdata/errors/fixed/types.go:" + line + ":" }
	wantTagErrors(t, "./testdata/errors/fixed",
		[]string{at("4"), `Widget.A: +k8s:validateError: forced error: "boom"`},
		[]string{at("6"), "tag value has wrong type: got int, want string"},
		[]string{at("8"), `unknown flag: "Fast"`},
		[]string{at("10"), "unrecognized named argument"},
		[]string{at("12"), `typeArg "Part" names no type`},
		[]string{at("14"), "NonError needs ShortCircuit too"},
		[]string{at("16"), "tag value has wrong type: got bool, want string"},
		[]string{at("18"), `typeArg "*int" is not the type this check is passed (*string)`},
	)
}
