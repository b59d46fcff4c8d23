package validation

import "testing"

// +k8s:alpha/beta inside +k8s:eachVal, +k8s:eachKey and +k8s:subfield
// chains under +k8s:validation-gen-nolint: on lists, maps, pointer items,
// with a level around the chain too, a validator without arguments, and a
// subfield member with short-circuits of its own.
func TestInnerLevelsAreUpstreams(t *testing.T) { matchesGolden(t, "vlevels") }
