package validation

import (
	"fmt"
	"strings"
)

// A level written inside a chain, +k8s:eachVal=+k8s:alpha=+<tag> or
// +k8s:subfield(<name>)=+k8s:beta=+<tag>, is upstream's lint error
// (levelsInBetween) unless the package says +k8s:validation-gen-nolint;
// there upstream generates it: its level tag sets the level of the
// functions it wraps only, so the mark goes on the wrapped validator's call
// inside the function literal the wrapper passes, and the wrapper's own
// call keeps the level around the whole chain. A wrapped validator taking
// no arguments of its own is passed by name and its mark is lost, as
// upstream loses it.

// isLevel says whether tg is +k8s:alpha or +k8s:beta.
func isLevel(tg tagAt) bool {
	return tg.name == "k8s:alpha" || tg.name == "k8s:beta"
}

// wrapperLevel is the level of the call a wrapper makes of in, the call
// of its wrapped tag inner, when the wrapper itself is at level outer. A
// level inside the chain stays on in, which marks itself inside the
// wrapper's function literal.
func wrapperLevel(inner tagAt, in *call, outer string) string {
	if !isLevel(inner) {
		return in.level
	}
	in.levelInside = true
	return outer
}

// tagHead is tg's name with its arguments as written, as a message
// quotes it: k8s:subfield(name).
func tagHead(tg tagAt) string {
	if len(tg.args) == 0 {
		return tg.name
	}
	texts := make([]string, len(tg.args))
	for i, a := range tg.args {
		texts[i] = a.Text
	}
	return tg.name + "(" + strings.Join(texts, ", ") + ")"
}

// losesLevel says whether in, the call of the tag inner a wrapper passes
// as a function, or a call it wraps in turn, loses a level written inside
// the chain: one with no arguments of its own is passed by name.
func losesLevel(inner tagAt, in call) bool {
	return in.lostLevel || isLevel(inner) && in.level != "" && len(in.args) == 0
}

// lostLevels warns at tg, whose calls are cs, when a level inside its
// chain is lost: upstream generates the same and drops it silently.
func lostLevels(tg tagAt, cs []call, subject string) []*errAt {
	for _, cl := range cs {
		if cl.lostLevel {
			level := innerLevel(tg)
			return []*errAt{{tg.pos, fmt.Sprintf("%s: +%s: the +%s inside the chain is lost, as upstream loses it: its validator takes no arguments and is passed by name, unmarked; write the level first (+%s=+%s=...) to mark the whole call", subject, tg.name, level, level, tagHead(tg))}}
		}
	}
	return nil
}

// innerLevel is the name of the first level tag inside tg's chain.
func innerLevel(tg tagAt) string {
	for depth := 0; depth < 16; depth++ {
		in, ok := inner(tg)
		if !ok {
			break
		}
		if isLevel(in) {
			return in.name
		}
		tg = in
	}
	return "k8s:alpha/beta"
}
