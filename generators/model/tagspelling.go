package model

import (
	"go/ast"
	"path/filepath"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// checkSpelling warns about every tag of ts that no generator knows but
// that is close to one the registry has (+groupname, +genclient is spelt
// right but +resourcename is not): upstream ignores such a tag silently,
// which is how a typo turns into a wrong group or resource unnoticed.
// Tags that are errors elsewhere are left to that check, and so are
// misspellings of +genclient itself (see checkGenclientTypos).
func (b *builder) checkSpelling(ts []tag, subject string) {
	for _, t := range ts {
		s, ok := b.misspelt(t)
		if !ok || s.Name == tags.GenClient {
			continue
		}
		b.diags.Warn(t.Pos, subject, "%s", misspeltMsg(t, s))
	}
}

// misspelt returns the registered tag t was probably meant to be, when t
// is no tag of the registry and no other check reports it.
func (b *builder) misspelt(t tag) (tags.Tag, bool) {
	if _, known := tags.Lookup(t.Name); known {
		return tags.Tag{}, false
	}
	if tags.Unknown(t.Name) == tags.Rejected {
		return tags.Tag{}, false // parseClientTags rejects these, as upstream does
	}
	if strings.HasPrefix(t.Name, "k8s:") && strings.Contains(t.Name, "-gen") &&
		filepath.Base(t.Pos.Filename) == "doc.go" && slices.Contains(b.set.Opts.LintRules, lint.KnownTagsOnly) {
		return tags.Tag{}, false // the known-tags-only lint reports it as an error
	}
	return tags.Suggest(t.Name)
}

// misspeltMsg is the did-you-mean of tag t, meant to be s.
func misspeltMsg(t tag, s tags.Tag) string {
	return t.String() + ": no generator reads this tag, so it is ignored; did you mean " + suggestedUsage(s, t) + "?"
}

// checkGenclientTypos reports the type tags of p that look like a
// misspelt +genclient. One is a warning while the package still has
// kinds; when hasKinds is false the typo is what leaves the package (and
// so maybe its whole group) without kinds, and a run that went on would
// rewrite the clientset without them and leave their informers and
// listers behind, calling a group client that no longer exists: the
// warning is then an error. found reports whether there was one.
func (b *builder) checkGenclientTypos(p *load.Package, hasKinds bool) (found bool) {
	eachTypeSpec(p, func(f *ast.File, spec *ast.TypeSpec) {
		for _, t := range b.typeTags(p, f, spec) {
			s, ok := b.misspelt(t)
			if !ok || s.Name != tags.GenClient {
				continue
			}
			found = true
			subject := p.Name + "." + spec.Name.Name
			if hasKinds {
				b.diags.Warn(t.Pos, subject, "%s", misspeltMsg(t, s))
				continue
			}
			b.diags.Add(t.Pos, subject, "%s (no type of this package has +genclient, so without it the package would get no client, listers or informers)", misspeltMsg(t, s))
		}
	})
	return found
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
