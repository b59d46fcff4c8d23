package validation

import (
	"errors"
	"fmt"
)

// memberListTags are the list tags a field named by +k8s:subfield may
// have of its own. Upstream reads the named field's whole comment for its
// short-circuits and keeps only those: list semantics make none (their
// uniqueness check is dropped), but they are read into the subfield's
// list, so an eachVal under the subfield matches items by them
// (testdata/vsubrest, upstream's output in want/vsubrest.txt). Leveled
// ones stay refused.
var memberListTags = []string{"k8s:listType", "k8s:listMapKey", "k8s:unique"}

// A subfield's +k8s:customUnique, as on a field, replaces the subfield
// list's uniqueness check by the note that hand-written code makes it;
// upstream writes that note unwrapped, at the head of the field's
// validation, outside the subfield's cohort (subfield's later call).

// unionMemberShortCircuits are the short-circuits a union member named
// by +k8s:subfield takes from its own tags, each passed to
// validate.Subfield in the member's cohort, after the union's calls:
// upstream's subfield extracts them for a union tag as for any other, and
// its cohorts put the union's call (of no cohort) first.
func unionMemberShortCircuits(memberTags []tagAt, sub tagCtx, level string, wrap func(call) call) ([]call, error) {
	more, err := memberShortCircuits(memberTags, sub, level)
	if err != nil {
		return nil, err
	}
	out := make([]call, 0, len(more))
	for _, in := range more {
		lvl := in.level
		if in.levelInside {
			lvl = level
		}
		cl := wrap(in)
		cl.level = lvl
		out = append(out, cl)
	}
	return out, nil
}

// memberListErr is upstream's error when the named field's list tags
// clash with the subfield's own (a listType given on both, say): both
// are read into one list. What ours does not generate stays refused.
func memberListErr(tg tagAt, err error) error {
	if errors.As(err, new(errUnsupported)) {
		return err
	}
	return fmt.Errorf("the named field's +%s: %v; give the list its semantics on the field or in the subfield, not both", tg.name, err)
}
