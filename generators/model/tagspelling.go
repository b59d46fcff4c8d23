package model

import (
	"github.com/kubegen/kubegen/generators/lint"

	"path/filepath"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// checkSpelling warns about every tag of ts that no generator knows but
// that is close to one the registry has (+groupname, +genclient is spelt
// right but +resourcename is not): upstream ignores such a tag silently,
// which is how a typo turns into a wrong group or resource unnoticed.
// Tags that are errors elsewhere are left to that check.
func (b *builder) checkSpelling(ts []tag, subject string) {
	for _, t := range ts {
		if _, known := tags.Lookup(t.Name); known {
			continue
		}
		if tags.Unknown(t.Name) == tags.Rejected {
			continue // parseClientTags rejects these, as upstream does
		}
		if strings.HasPrefix(t.Name, "k8s:") && strings.Contains(t.Name, "-gen") &&
			filepath.Base(t.Pos.Filename) == "doc.go" && slices.Contains(b.set.Opts.LintRules, lint.KnownTagsOnly) {
			continue // the known-tags-only lint reports it as an error
		}
		s, ok := tags.Suggest(t.Name)
		if !ok {
			continue
		}
		b.diags.Warn(t.Pos, subject, "%s: no generator reads this tag, so it is ignored; did you mean %s?", t.text(), suggestedUsage(s, t))
	}
}

// suggestedUsage is the registered tag s written with the value the user
// gave, when s takes one.
func suggestedUsage(s tags.Tag, t tag) string {
	switch {
	case s.Value == "":
		return "+" + s.Name
	case t.HasValue && t.Value != "":
		return "+" + s.Name + "=" + t.Value
	}
	return s.Usage()
}
