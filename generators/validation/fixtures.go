package validation

import (
	"bytes"
	"cmp"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"sigs.k8s.io/yaml"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/render"
	"github.com/kubegen/kubegen/generators/tags"
	"github.com/kubegen/kubegen/generators/write"
)

// The coverage fixtures upstream writes (its test_targets.go): with
// --test-output-root, per API kind of the registering input packages, a
// package <root>/<short group>/<lower-case kind>/ holding one
// <prefix><version>_test.go per version registering the kind's declared
// rules, and <prefix>main_test.go with the versions and a TestMain
// asserting coverage; and, in a package tagged
// +k8s:validation-gen-test-targets, one <output file>_coverage_test.go
// with its own kinds.

const (
	schemaPkg   = "k8s.io/apimachinery/pkg/runtime/schema"
	coveragePkg = "k8s.io/apimachinery/pkg/test/coverage"
)

// report is one kind's declared rules in one version.
type report struct {
	group, version, kind string
	rules                fieldRules
}

// allowed is one entry of --test-allowlist: rules it matches are left
// out of the fixtures. Every field is required; apiVersion matches
// exactly ("<group>/<version>", "<version>" for the core group), the
// others exactly or "*" for any.
type allowed struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Path       string `json:"path"`
	ErrorType  string `json:"errorType"`
	Origin     string `json:"origin"`
	Reason     string `json:"reason"`
}

func (a allowed) matches(group, version, kind, path string, r rule) bool {
	g, v, found := strings.Cut(a.APIVersion, "/")
	if !found {
		g, v = "", a.APIVersion
	}
	any := func(pattern, s string) bool { return pattern == "*" || pattern == s }
	return g == group && v == version && any(a.Kind, kind) && any(a.Path, path) && any(a.ErrorType, r.errType) && any(a.Origin, r.origin)
}

// readAllowlist reads --test-allowlist as upstream does (YAML read as
// JSON, unknown keys ignored); an entry missing a field is an error
// naming it.
func readAllowlist(file string) ([]allowed, error) {
	if file == "" {
		return nil, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--test-allowlist: %v", err)
	}
	var entries []allowed
	if err := yaml.Unmarshal(data, &entries); err != nil {
		return nil, fmt.Errorf("--test-allowlist %s: %v", file, err)
	}
	for i, e := range entries {
		for _, f := range []struct{ name, val string }{{"apiVersion", e.APIVersion}, {"kind", e.Kind}, {"path", e.Path},
			{"errorType", e.ErrorType}, {"origin", e.Origin}, {"reason", e.Reason}} {
			if strings.TrimSpace(f.val) == "" {
				return nil, fmt.Errorf("--test-allowlist %s: entry %d has no %s; give one (\"*\" matches any)", file, i, f.name)
			}
		}
	}
	return entries, nil
}

// filtered is r without the rules the allow list matches, false when
// none is left.
func (r *report) filtered(list []allowed) (*report, bool) {
	if len(list) == 0 {
		return r, true
	}
	out := &report{group: r.group, version: r.version, kind: r.kind, rules: fieldRules{}}
	for p, rs := range r.rules {
		for _, ru := range rs {
			if !slices.ContainsFunc(list, func(a allowed) bool { return a.matches(r.group, r.version, r.kind, p, ru) }) {
				out.rules[p] = append(out.rules[p], ru)
			}
		}
	}
	return out, len(out.rules) > 0
}

// fixtures are the coverage test files of this run: under
// --test-output-root and in the packages tagged for them. Rules are
// gathered for every root type when checkEmissions is set, so a call
// without emissions fails the tests.
func (r *run) fixtures(targets []*target, w *walker) []write.File {
	// +k8s:validation-gen-test-targets asks for the kinds' rules in the
	// package itself.
	tagged := func(t *target) bool { return len(tags.PosValues(t.act.lines, tags.ValidationGenTestTargets)) > 0 }
	if r.g.TestOutputRoot == "" && !checkEmissions && !slices.ContainsFunc(targets, tagged) {
		return nil
	}
	list, err := readAllowlist(r.g.TestAllowlist)
	if err != nil {
		r.diags.Add(token.Position{Filename: r.g.TestAllowlist}, "--test-allowlist", "%v", err)
		return nil
	}
	// Upstream visits its inputs by import path.
	sorted := slices.Clone(targets)
	slices.SortFunc(sorted, func(a, b *target) int { return cmp.Compare(a.p.PkgPath, b.p.PkgPath) })
	var kinds []string // group and kind, as first met
	byKind := map[string][]*report{}
	var out []write.File
	for _, t := range sorted {
		var own []*report
		group, version := groupOf(t.typesPkg), ""
		if apiVersion.MatchString(t.typesPkg.Name()) {
			version = t.typesPkg.Name()
		}
		for _, root := range t.roots {
			rules, bad := w.rulesOf(w.nodes[typeKey(root.Type())])
			if bad != nil {
				r.fail(bad, t.p.PkgPath)
				continue
			}
			if len(rules) == 0 {
				continue
			}
			own = append(own, &report{group: t.p.PkgPath, version: t.p.Name, kind: root.Name(), rules: rules})
			if r.g.TestOutputRoot == "" || !t.act.register {
				continue
			}
			gk := group + "\x00" + root.Name()
			if _, seen := byKind[gk]; !seen {
				kinds = append(kinds, gk)
			}
			byKind[gk] = append(byKind[gk], &report{group: group, version: version, kind: root.Name(), rules: rules})
		}
		if tagged(t) && len(own) > 0 {
			name := r.g.OutputFile[:max(len(r.g.OutputFile)-3, 0)] + "_coverage_test.go"
			var b bytes.Buffer
			im := gofile.NewImports(t.p.PkgPath, t.p.Name)
			registerRules(&b, im, own)
			testMain(&b, im, nil)
			out = r.fixture(out, filepath.Join(t.p.Dir, name), t.p.Name, im, &b)
		}
	}
	for _, gk := range kinds {
		reports := byKind[gk]
		if reports[0].version == "" {
			continue // not an API version package
		}
		var kept []*report
		for _, rep := range reports {
			if f, ok := rep.filtered(list); ok {
				kept = append(kept, f)
			}
		}
		if len(kept) == 0 {
			continue
		}
		group := kept[0].group
		if group == "" {
			group = "core"
		}
		pkgName := strings.ToLower(kept[0].kind)
		dir := filepath.Join(r.g.TestOutputRoot, strings.Split(group, ".")[0], pkgName)
		// Reports of one version share its file, in order.
		var versions []string
		byVersion := map[string][]*report{}
		for _, rep := range kept {
			if _, seen := byVersion[rep.version]; !seen {
				versions = append(versions, rep.version)
			}
			byVersion[rep.version] = append(byVersion[rep.version], rep)
		}
		for _, v := range versions {
			var b bytes.Buffer
			im := gofile.NewImports(dir, pkgName)
			registerRules(&b, im, byVersion[v])
			out = r.fixture(out, filepath.Join(dir, r.g.TestOutputFilePrefix+v+"_test.go"), pkgName, im, &b)
		}
		all := make([]string, 0, len(kept))
		for _, rep := range kept {
			all = append(all, rep.version)
		}
		var b bytes.Buffer
		im := gofile.NewImports(dir, pkgName)
		testMain(&b, im, all)
		out = r.fixture(out, filepath.Join(dir, r.g.TestOutputFilePrefix+"main_test.go"), pkgName, im, &b)
	}
	if r.g.TestOutputRoot == "" && !slices.ContainsFunc(targets, tagged) {
		return nil // only checked
	}
	return out
}

// fixture adds the formatted file at path to out.
func (r *run) fixture(out []write.File, path, pkgName string, im *gofile.Imports, body *bytes.Buffer) []write.File {
	f, err := render.Go(render.GoFile{Path: path, BuildTag: load.AutogeneratedTag, Header: r.in.Header,
		Generator: Generator, Package: pkgName, Imports: im, Body: body.Bytes()})
	if err != nil {
		r.diags.Add(token.Position{Filename: path}, "coverage fixture", "%v", err)
		return out
	}
	return append(out, f)
}

// registerRules writes an init function per report registering its
// rules: paths sorted, each path's rules by error type and origin.
func registerRules(b *bytes.Buffer, im *gofile.Imports, reports []*report) {
	for _, rep := range reports {
		fmt.Fprintf(b, "func init() {\n%s(\n", im.Ident(coveragePkg, "RegisterDeclaredRules"))
		fmt.Fprintf(b, "%s{Group: %s, Version: %s, Kind: %s},\n", im.Ident(schemaPkg, "GroupVersionKind"),
			strconv.Quote(rep.group), strconv.Quote(rep.version), strconv.Quote(rep.kind))
		fmt.Fprintf(b, "%s{\n", im.Ident(coveragePkg, "FieldRules"))
		paths := make([]string, 0, len(rep.rules))
		for p := range rep.rules {
			paths = append(paths, p)
		}
		slices.Sort(paths)
		for _, p := range paths {
			rules := slices.Clone(rep.rules[p])
			slices.SortFunc(rules, func(a, b rule) int {
				return cmp.Or(cmp.Compare(a.errType, b.errType), cmp.Compare(a.origin, b.origin))
			})
			fmt.Fprintf(b, "%s: {\n", strconv.Quote(p))
			for _, ru := range rules {
				if ru.origin == "" {
					fmt.Fprintf(b, "{ErrorType: %s},\n", strconv.Quote(ru.errType))
				} else {
					fmt.Fprintf(b, "{ErrorType: %s, Origin: %s},\n", strconv.Quote(ru.errType), strconv.Quote(ru.origin))
				}
			}
			b.WriteString("},\n")
		}
		b.WriteString("},\n)\n}\n\n")
	}
}

// testMain writes the versions (when given) and the TestMain that fails
// the package's tests when a declared rule was not exercised.
func testMain(b *bytes.Buffer, im *gofile.Imports, versions []string) {
	if len(versions) > 0 {
		sorted := slices.Clone(versions)
		slices.Sort(sorted)
		quoted := make([]string, len(sorted))
		for i, v := range sorted {
			quoted[i] = strconv.Quote(v)
		}
		fmt.Fprintf(b, "var apiVersions = []string{%s}\n\n", strings.Join(quoted, ", "))
	}
	fmt.Fprintf(b, "func TestMain(m *%s) {\n", im.Ident("testing", "M"))
	b.WriteString("code := m.Run()\n")
	fmt.Fprintf(b, "if err := %s(); err != nil {\n", im.Ident(coveragePkg, "AssertDeclarativeCoverage"))
	fmt.Fprintf(b, "%s(%s, err)\n", im.Ident("fmt", "Fprintln"), im.Ident("os", "Stderr"))
	b.WriteString("if code == 0 {\ncode = 1\n}\n}\n")
	fmt.Fprintf(b, "%s(code)\n}\n", im.Ident("os", "Exit"))
}
