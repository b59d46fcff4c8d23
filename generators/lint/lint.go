// Package lint holds upstream's tag lint rules (--lint-rules, from
// k8s.io/code-generator's apidefinitions package), which every tool
// accepts: client-gen, lister-gen and informer-gen run them while building
// the model, deepcopy-gen and register-gen over each input package before
// writing anything, as upstream's do. Both rules look only at the comments
// of an input package's doc.go, as gengo collects package comments from
// that file alone, and take their tag names from the tag registry.
package lint

import (
	"fmt"
	"go/ast"
	"go/token"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/codetags"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

const (
	// KnownTagsOnly rejects a +k8s:<name>-gen… tag in doc.go whose base
	// name is not one of the generator tags upstream knows.
	KnownTagsOnly = "known-tags-only"
	// ExplicitDisablement asks a package that looks like versioned API
	// types to say in doc.go whether deepcopy-gen runs (and a per-version
	// internals package the same for conversion, defaulter and validation).
	ExplicitDisablement = "require-explicit-disablement"
)

// Rules are the rule names --lint-rules accepts, in upstream's order.
var Rules = []string{KnownTagsOnly, ExplicitDisablement}

// CheckRules returns a usage error naming the first of rules that is not
// one of Rules (the --lint-rules value of every tool).
func CheckRules(rules []string) error {
	for _, r := range rules {
		if !slices.Contains(Rules, r) {
			return fmt.Errorf("unrecognized rule in --lint-rules: %s (supported: %s)", r, strings.Join(Rules, ","))
		}
	}
	return nil
}

// generator activation tags named by the explicit-disablement rule.
const (
	tagDeepcopy   = tags.DeepcopyGen
	tagConversion = tags.ConversionGen
	tagDefaulter  = tags.DefaulterGen
	tagValidation = tags.ValidationGen
)

var (
	// tagHints are the values upstream suggests for each activation tag.
	tagHints = map[string]string{
		tagDeepcopy: "package", tagConversion: "<peer package>",
		tagDefaulter: "TypeMeta", tagValidation: "TypeMeta",
	}
	// knownGeneratorTags are the generator tags and the tags they own, as
	// upstream lists them in its generator specs; known-tags-only accepts
	// exactly these. The registry marks them LintKnown.
	knownGeneratorTags = tags.LintKnownNames()
)

// Check applies the enabled rules to one input package, adding what they
// find to diags as errors at doc.go's lines.
func Check(p *load.Package, rules []string, diags *diag.List) {
	if len(rules) == 0 {
		return
	}
	names, at := docTags(docGoLines(p))
	if slices.Contains(rules, KnownTagsOnly) {
		for _, name := range names {
			if !strings.HasPrefix(name, "k8s:") || !strings.Contains(name, "-gen") {
				continue // upstream checks only the generator tags
			}
			base := name
			if i := strings.Index(name[len("k8s:"):], ":"); i >= 0 {
				base = name[:len("k8s:")+i]
			}
			if !slices.Contains(knownGeneratorTags, base) {
				hint := ""
				if c := tags.Closest(base, knownGeneratorTags); c != "" {
					hint = " (did you mean " + c + "?)"
				}
				diags.Add(at[name], p.PkgPath, "+%s: unknown generator tag (--lint-rules=%s)%s; remove it or write one of the known +k8s:*-gen tags",
					name, KnownTagsOnly, hint)
			}
		}
	}
	if slices.Contains(rules, ExplicitDisablement) {
		explicitDisablement(p, names, at, diags)
	}
}

// docLine is one comment line of doc.go and where it is.
type docLine struct {
	text string
	pos  token.Position
}

// docGoLines returns every comment line of the package's doc.go files.
func docGoLines(p *load.Package) []docLine {
	var out []docLine
	for _, f := range p.Files {
		if filepath.Base(p.Fset.Position(f.FileStart).Filename) != "doc.go" {
			continue
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				for i, line := range tags.CommentLines(c.Text) {
					pos := p.Fset.Position(c.Slash)
					pos.Line += i
					pos.Column = 0
					out = append(out, docLine{line, pos})
				}
			}
		}
	}
	return out
}

// docTags maps each tag name found in doc.go (named the way upstream's
// codetags package reads it, so "+k8s:deepcopy-gen=package" is
// "k8s:deepcopy-gen") to where it first appears.
func docTags(lines []docLine) (names []string, at map[string]token.Position) {
	at = map[string]token.Position{}
	for _, l := range lines {
		for name := range codetags.Extract("+", []string{l.text}) {
			if _, seen := at[name]; !seen {
				at[name] = l.pos
				names = append(names, name)
			}
		}
	}
	return names, at
}

var versionPattern = regexp.MustCompile(`^v\d+([a-z]+\d+)?$`)

// explicitDisablement follows upstream's package classification: a
// package with +groupName or a known generator tag in doc.go, in a version
// directory, holds versioned API types when a type embeds TypeMeta inline
// (then deepcopy-gen must be configured), and per-version internals when
// doc.go names defaulter-gen or validation-gen (then conversion, defaulter
// and validation must be).
func explicitDisablement(p *load.Package, names []string, at map[string]token.Position, diags *diag.List) {
	has := func(n string) bool { _, ok := at[n]; return ok }
	api := has(tags.GroupName) || slices.ContainsFunc(names, func(n string) bool { return slices.Contains(knownGeneratorTags, n) })
	if !api || !versionPattern.MatchString(path.Base(p.PkgPath)) {
		return
	}
	var want []string
	var role string
	switch {
	case embedsInlineTypeMeta(p.Files):
		role, want = "holds versioned API types", []string{tagDeepcopy}
	case has(tagDefaulter) || has(tags.DefaulterGenInput) || has(tagValidation) || has(tags.ValidationGenInput):
		role, want = "holds per-version internals (conversion, defaulting, validation)", []string{tagConversion, tagDefaulter, tagValidation}
	default:
		return
	}
	pos := PackagePos(p)
	for _, t := range want {
		if !has(t) {
			diags.Add(pos, p.PkgPath, "this package %s but its doc.go does not configure %s (--lint-rules=%s); add // +%s=%s to doc.go, or +%s=false to disable it",
				role, strings.TrimPrefix(t, "k8s:"), ExplicitDisablement, t, tagHints[t], t)
		}
	}
}

// PackagePos is where a package-level finding points: the package clause
// of doc.go, or of the first file.
func PackagePos(p *load.Package) token.Position {
	for _, f := range p.Files {
		if strings.HasSuffix(p.Fset.Position(f.FileStart).Filename, "/doc.go") {
			return p.Fset.Position(f.Package)
		}
	}
	if len(p.Files) > 0 {
		return p.Fset.Position(p.Files[0].Package)
	}
	return token.Position{Filename: p.Dir}
}

// embedsInlineTypeMeta reports whether any struct of the package embeds a
// field named TypeMeta with a json tag whose name part is empty
// (`json:",inline"`), upstream's sign of versioned API types.
func embedsInlineTypeMeta(files []*ast.File) bool {
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, s := range gd.Specs {
				st, ok := s.(*ast.TypeSpec).Type.(*ast.StructType)
				if !ok || st.Fields == nil {
					continue
				}
				for _, fld := range st.Fields.List {
					if len(fld.Names) > 0 || fld.Tag == nil || embeddedName(fld.Type) != "TypeMeta" {
						continue
					}
					raw, err := strconv.Unquote(fld.Tag.Value)
					if err != nil {
						continue
					}
					if t := gotype.ParseJSONTag(raw); t.Present && t.Name == "" {
						return true
					}
				}
			}
		}
	}
	return false
}

// embeddedName is the type name of an embedded field ("TypeMeta" for
// metav1.TypeMeta or TypeMeta).
func embeddedName(t ast.Expr) string {
	switch e := t.(type) {
	case *ast.SelectorExpr:
		if _, ok := e.X.(*ast.Ident); ok {
			return e.Sel.Name
		}
	case *ast.Ident:
		return e.Name
	}
	return ""
}
