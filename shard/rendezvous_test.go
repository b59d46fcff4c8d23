package shard

import (
	"fmt"
	"testing"
)

func TestAssignSplitsEvenlyAndMovesLittle(t *testing.T) {
	const ranges = 256
	three := []string{"a", "b", "c"}
	owner3 := map[int]string{}
	count := map[string]int{}
	for _, m := range three {
		for _, r := range Assign(m, three, ranges) {
			if prev, dup := owner3[r]; dup {
				t.Fatalf("range %d assigned to %s and %s", r, prev, m)
			}
			owner3[r] = m
			count[m]++
		}
	}
	if len(owner3) != ranges {
		t.Fatalf("%d of %d ranges assigned", len(owner3), ranges)
	}
	for m, n := range count {
		if n < ranges/3-30 || n > ranges/3+30 {
			t.Errorf("member %s got %d of %d ranges", m, n, ranges)
		}
	}
	// A fourth member takes about a quarter, only from the others.
	four := append(three, "d")
	moved := 0
	for r := range ranges {
		o := Owner(r, four)
		if o != owner3[r] {
			moved++
			if o != "d" {
				t.Errorf("range %d moved from %s to %s, not to the new member", r, owner3[r], o)
			}
		}
	}
	if moved < ranges/4-30 || moved > ranges/4+30 {
		t.Errorf("adding a fourth member moved %d of %d ranges, want about a quarter", moved, ranges)
	}
	// Removing b moves exactly b's ranges.
	two := []string{"a", "c"}
	for r := range ranges {
		if o := Owner(r, two); owner3[r] != "b" && o != owner3[r] {
			t.Errorf("range %d of %s moved to %s when b left", r, owner3[r], o)
		}
	}
}

func TestOwnerIgnoresMemberOrder(t *testing.T) {
	for r := range 64 {
		a := Owner(r, []string{"x", "y", "z"})
		b := Owner(r, []string{"z", "x", "y"})
		if a != b {
			t.Fatalf("range %d: %s vs %s", r, a, b)
		}
	}
	if got := fmt.Sprint(Assign("solo", []string{"solo"}, 3)); got != "[0 1 2]" {
		t.Errorf("a lone member owns %s", got)
	}
}
