package model

import (
	"cmp"
	"go/ast"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/tags"
)

// versionPattern is what kube_codegen.sh accepts as a version directory.
var versionPattern = regexp.MustCompile(`^v[0-9]+((alpha|beta)[0-9]+)?$`)

// Build turns loaded packages into a Set; deps reads the packages other
// than the inputs it needs (nil: none can be read). The error, when not
// nil, is a diag.List holding every problem found; the Set is then
// incomplete.
func Build(pkgs []*load.Package, opts Options, deps SyntaxLoader) (*Set, error) {
	b := &builder{
		deps:   deps,
		set:    &Set{Opts: opts},
		groups: map[string]*Group{},
		plural: newPluralizer(opts.PluralExceptions),
		// Gengo tags only: the model reads no controller-tools marker.
		markers: markers.NewCollector(nil),
	}
	seen := map[string]bool{}
	for _, p := range pkgs {
		if seen[p.PkgPath] {
			continue
		}
		seen[p.PkgPath] = true
		b.addPackage(p)
	}
	b.finish()
	b.findHandWrittenExpansions()
	b.set.Warnings = b.diags.Warnings()
	return b.set, b.diags.Err()
}

type builder struct {
	deps   SyntaxLoader
	set    *Set
	groups map[string]*Group // by PackageName
	plural pluralizer
	diags  diag.List
	// groupNamePos remembers where each group's name was decided, for clashes.
	groupNamePos map[*Group]token.Position
	// foreign caches the type declarations of non-input packages that
	// kinds are defined from (see underlying).
	foreign map[string]typeIndex
	// markers reads every tag the model reads, each file's once.
	markers *markers.Collector
}

// pkgInfo is what the package comments of one input say.
type pkgInfo struct {
	groupName, groupGoName       *tag
	clientOff, listerOff, infOff bool
}

func (b *builder) addPackage(p *load.Package) {
	if p.FromPattern && !mentionsGenclient(p) {
		// A "..." pattern also matches packages that are not API versions,
		// as kube_codegen.sh's grep for +genclient does; a misspelt
		// +genclient must not make an API version one of those unnoticed.
		b.checkGenclientTypos(p, false)
		b.dropVersion(p)
		return
	}
	b.lint(p)
	pos := lint.PackagePos(p)
	parts := strings.Split(p.PkgPath, "/")
	if len(parts) < 2 || !versionPattern.MatchString(parts[len(parts)-1]) {
		b.diags.Add(pos, p.PkgPath, "the input package path must end in <group>/<version> with a version like v1, v1beta1 or v2alpha3 (e.g. apis/example/v1, or api/v1 with +groupName); unversioned packages are not supported")
		return
	}
	dirGroup, version := parts[len(parts)-2], parts[len(parts)-1]
	info := b.packageInfo(p)
	b.checkDeclaredVersion(p, version)

	// On a group problem the kinds are still checked, against a detached
	// group, so that one run reports everything.
	g := b.group(p, pos, dirGroup, info)
	keep := g != nil
	if !keep {
		g = &Group{Name: dirGroup, GoName: camelize(dirGroup), PackageName: strings.ToLower(dirGroup), set: b.set}
	}
	v := &Version{Group: g, Name: version, GoName: capitalize(version), PkgPath: p.PkgPath, PkgName: p.Name, Pos: pos}
	for _, other := range g.Versions {
		if other.Name == version {
			b.diags.Add(pos, p.PkgPath, "group %q already has version %s from %s; give each group version one input package", g.NonEmptyName(), version, other.PkgPath)
			keep = false
		}
	}

	overrides, hasOverrides := b.overridesFor(dirGroup, g.Name, version)
	idx := indexTypes(p.Files)
	found := map[string]bool{}
	tagged := false
	eachTypeSpec(p, func(f *ast.File, spec *ast.TypeSpec) {
		k, genTagged := b.kind(p, idx, v, f, spec, info, overrides, hasOverrides)
		tagged = tagged || genTagged
		if k != nil {
			found[k.Name] = true
			v.Kinds = append(v.Kinds, k)
		}
	})
	for _, name := range overrides {
		if !found[name] {
			b.diags.Add(pos, p.PkgPath, "--included-types-overrides names type %q, which is not a type of this package", name)
		}
	}
	// Without +genclient (or an override) on any type, the package has no
	// kinds; a misspelt +genclient is then the likely reason.
	hasKinds := tagged || hasOverrides
	if !b.checkGenclientTypos(p, hasKinds) && !hasKinds {
		// Upstream accepts it (kube_codegen.sh selects a version by a
		// +genclient line anywhere in it, which a project keeps for a
		// version whose kinds are still to come): an empty typed group
		// client that the clientset includes, and no listers, informers or
		// apply configurations.
		if at, ok := strayGenclient(p); ok {
			b.diags.Warn(at, p.PkgPath, "+genclient is on no type: a type's tags are read from the comment block right above it and the one before that, and here a blank line and another block stand between; move the line next to the type's other markers (no type in this package has +genclient, so it gets no listers, informers or apply configurations)")
		} else {
			b.diags.Warn(pos, p.PkgPath, "no type in this input package has +genclient: its typed client has no resources, and it gets no listers, informers or apply configurations; add // +genclient above each type that needs them, or drop the package from the inputs")
		}
	}
	b.checkKindClashes(v)
	if p.Name == "main" && len(v.Kinds) > 0 {
		// The clients, listers and informers import the API package, and
		// Go cannot import a program; upstream writes them all the same.
		b.diags.Add(pos, p.PkgPath, "the API types are in package main, which the generated clients cannot import; name the package after its version directory (package %s)", version)
	}
	if keep {
		g.Versions = append(g.Versions, v)
	}
}

// packageInfo reads +groupName, +groupGoName and +k8s:<gen>-gen=false.
func (b *builder) packageInfo(p *load.Package) pkgInfo {
	var info pkgInfo
	pkgTags := b.markers.PackageTags(p.Fset, p.Files)
	b.checkSpelling(pkgTags, p.PkgPath)
	for _, t := range pkgTags {
		t := t
		switch t.Name {
		case tags.GroupName, tags.GroupGoName:
			dst := &info.groupName
			if t.Name == tags.GroupGoName {
				dst = &info.groupGoName
			}
			if *dst != nil && (*dst).Value != t.Value {
				b.diags.Add(t.Pos, p.PkgPath, "%s: conflicts with %s at %s; keep one", t.String(), (*dst).String(), lineRef(t.Pos, (*dst).Pos))
				continue
			}
			*dst = &t
		case tags.ClientGenSwitch, tags.ListerGenSwitch, tags.InformerGenSwitch:
			if t.Value != "false" && t.Value != "true" {
				b.diags.Add(t.Pos, p.PkgPath, "%s: the value must be true or false; write +%s=false to skip this package", t.String(), t.Name)
				continue
			}
			off := t.Value == "false"
			switch t.Name {
			case tags.ClientGenSwitch:
				info.clientOff = off
			case tags.ListerGenSwitch:
				info.listerOff = off
			default:
				info.infOff = off
			}
		}
	}
	return info
}

// group finds or creates the group of an input package.
func (b *builder) group(p *load.Package, pos token.Position, dirGroup string, info pkgInfo) *Group {
	name, namePos := dirGroup, pos
	if info.groupName != nil {
		name, namePos = info.groupName.Value, info.groupName.Pos
	} else if reg, regPos, ok := registeredGroup(p); ok {
		// Upstream's typed client takes its group from the package's
		// SchemeGroupVersion when +groupName is missing; so do we, for
		// all generated code.
		name = reg
		b.diags.Warn(pos, p.PkgPath, "+groupName is missing; using group %q from SchemeGroupVersion (%s:%d), as upstream's typed client does; add // +groupName=%s to the package comment", reg, filepath.Base(regPos.Filename), regPos.Line, nonEmpty(reg))
	} else if dirGroup == "api" || dirGroup == "apis" {
		b.diags.Add(pos, p.PkgPath, "+groupName is missing, and the directory %q does not name the API group; add // +groupName=<group, e.g. example.com> to the package comment (doc.go or groupversion_info.go)", dirGroup)
		return nil
	} else if mentionsGenclient(p) {
		b.diags.Warn(pos, p.PkgPath, "+groupName is missing and no SchemeGroupVersion is declared; using the directory name %q as the API group, as upstream does; add // +groupName=<group> to the package comment", dirGroup)
	}
	if strings.ContainsAny(name, " /") {
		b.diags.Add(namePos, p.PkgPath, "+groupName=%s: not a valid API group; write a DNS name like +groupName=example.com", name)
		return nil
	}

	goSource, goPos, fromTag := strings.Split(nonEmpty(name), ".")[0], namePos, false
	if info.groupName != nil && !b.readsGoName(info.groupName) {
		// Upstream reads +groupName and +groupGoName from doc.go only, so
		// for the kubebuilder layout (tags in groupversion_info.go) it names
		// the Go identifiers after the directory ("ApiV1"). The upstream-named
		// tools do the same, so the API is upstream's; the group itself
		// still comes from the tag.
		goSource, goPos = dirGroup, pos
		if info.groupGoName == nil {
			b.diags.Warn(info.groupName.Pos, p.PkgPath, "+groupName outside doc.go sets the API group, but the Go names follow the directory (%s), as upstream's tools read doc.go only; move it to doc.go for the Go name %s, or generate with kubegen, which reads the package comment of every file", camelize(dirGroup), camelize(strings.Split(nonEmpty(name), ".")[0]))
		}
	}
	if info.groupGoName != nil {
		if b.readsGoName(info.groupGoName) {
			goSource, goPos, fromTag = info.groupGoName.Value, info.groupGoName.Pos, true
		} else {
			b.diags.Warn(info.groupGoName.Pos, p.PkgPath, "%s", tags.IgnoredOutsideDocGo(tags.GroupGoName, "client-gen, lister-gen, informer-gen or applyconfiguration-gen"))
		}
	}
	goName := camelize(goSource)
	if !isExportedIdent(goName) {
		if fromTag {
			b.diags.Add(goPos, p.PkgPath, "+groupGoName=%s: does not make a Go identifier; write letters and digits, e.g. +groupGoName=Example", goSource)
		} else {
			b.diags.Add(goPos, p.PkgPath, "+groupName=%s: its first label %q does not make a Go identifier; add // +groupGoName=<Name> to the package comment", name, goSource)
		}
		return nil
	}

	pkgName := strings.ToLower(dirGroup)
	if g := b.groups[pkgName]; g != nil {
		if g.Name != name || g.GoName != goName {
			b.diags.Add(namePos, p.PkgPath, "versions of directory %q disagree on the group: %q (Go name %s) here, %q (Go name %s) in %s; use the same +groupName and +groupGoName in every version", dirGroup, name, goName, g.Name, g.GoName, g.Versions[0].PkgPath)
			return nil
		}
		return g
	}
	g := &Group{Name: name, GoName: goName, PackageName: pkgName, set: b.set}
	b.groups[pkgName] = g
	if b.groupNamePos == nil {
		b.groupNamePos = map[*Group]token.Position{}
	}
	b.groupNamePos[g] = goPos
	return g
}

// overridesFor returns --included-types-overrides for a group version, keyed
// as written in --input ("<dir>/<version>") or by the API group.
func (b *builder) overridesFor(dirGroup, group, version string) ([]string, bool) {
	o := b.set.Opts.IncludedTypesOverrides
	if names, ok := o[dirGroup+"/"+version]; ok {
		return names, true
	}
	names, ok := o[group+"/"+version]
	return names, ok
}

// finish sorts everything and checks names across groups.
func (b *builder) finish() {
	for _, g := range b.groups {
		if len(g.Versions) == 0 {
			continue
		}
		slices.SortFunc(g.Versions, func(x, y *Version) int { return cmp.Compare(x.Name, y.Name) })
		b.set.Groups = append(b.set.Groups, g)
	}
	slices.SortFunc(b.set.Groups, func(x, y *Group) int { return cmp.Compare(x.PackageName, y.PackageName) })
	// One API group version must come from one package: two packages would
	// register different Go types for the same kinds in the clientset's
	// scheme, which panics at start-up.
	byGV := map[string]*Version{}
	sameGV := map[*Group]bool{}
	for _, g := range b.set.Groups {
		for _, v := range g.Versions {
			key := g.Name + "/" + v.Name
			if o := byGV[key]; o != nil {
				b.diags.Add(b.groupNamePos[g], v.PkgPath, "group version %s/%s is also defined by package %s; one group version must come from one package: move the types into one of them, or give one package another +groupName", g.NonEmptyName(), v.Name, o.PkgPath)
				sameGV[g], sameGV[o.Group] = true, true
				continue
			}
			byGV[key] = v
		}
	}
	byGoName := map[string]*Group{}
	for _, g := range b.set.Groups {
		if sameGV[g] {
			continue // reported above; another Go name would not help
		}
		key := strings.ToLower(g.GoName)
		if other := byGoName[key]; other != nil {
			b.diags.Add(b.groupNamePos[g], g.Versions[0].PkgPath, "group %q gets the Go name %s, which group %q (%s) also has; add // +groupGoName=<UniqueName> to one of their package comments", g.NonEmptyName(), g.GoName, other.NonEmptyName(), other.Versions[0].PkgPath)
			continue
		}
		byGoName[key] = g
	}
}

func (b *builder) checkKindClashes(v *Version) {
	slices.SortFunc(v.Kinds, func(x, y *Kind) int { return cmp.Compare(x.Name, y.Name) })
	plural, resource, file := map[string]*Kind{}, map[string]*Kind{}, map[string]*Kind{}
	for _, k := range v.Kinds {
		subject := v.PkgName + "." + k.Name
		if o := plural[k.Plural]; o != nil {
			b.diags.Add(k.Pos, subject, "+genclient: plural %q is also the plural of %s; set a plural with --plural-exceptions=%s:<Plural>", k.Plural, o.Name, k.Name)
		}
		if o := resource[k.Resource]; o != nil && plural[k.Plural] == nil {
			b.diags.Add(k.Pos, subject, "+genclient: resource %q is also the resource of %s; set +resourceName=<resource> on one of them", k.Resource, o.Name)
		}
		if o := file[k.FileName()]; o != nil {
			b.diags.Add(k.Pos, subject, "+genclient: %s and %s would both be generated into %s; rename one of the types", k.Name, o.Name, k.FileName())
		}
		plural[k.Plural], resource[k.Resource], file[k.FileName()] = k, k, k
	}
	b.checkKindNames(v)
	b.checkIdentClashes(v)
}

// checkKindNames reports kind names the generated code cannot use. Upstream
// fails on all of them too, with a formatter or compiler error and no
// position.
func (b *builder) checkKindNames(v *Version) {
	for _, k := range v.Kinds {
		subject := v.PkgName + "." + k.Name
		lower := k.LowerName()
		switch {
		case !token.IsExported(k.Name):
			b.diags.Add(k.Pos, subject, "+genclient: the type is not exported, so generated packages cannot refer to it; export it (type %s) or remove +genclient", capitalize(k.Name))
		case token.IsKeyword(lower):
			b.diags.Add(k.Pos, subject, "+genclient: the kind's lower-case name %q is a Go keyword, which the generated clients use as a parameter name (upstream fails on it too); rename the type (e.g. %sObject)", lower, k.Name)
		case k.Informer && k.InformerName() == "TypedInformer":
			b.diags.Add(k.Pos, subject, "+genclient: the informer interface of a kind named Typed is TypedInformer, the name of one of its own methods, so the informer package cannot compile; rename the type")
		case reservedParams[lower] && k.Client:
			b.diags.Add(k.Pos, subject, "+genclient: the kind's lower-case name %q is also the name of another parameter of the generated client methods (upstream generates code that does not compile); rename the type", lower)
		}
	}
}

// checkIdentClashes reports two kinds (or a kind and the version itself)
// that give the same identifier in one generated package, at each kind.
func (b *builder) checkIdentClashes(v *Version) {
	type key struct{ pkg, name string }
	first := map[key]EmittedIdent{}
	reported := map[[2]*Kind]bool{}
	for _, id := range v.EmittedIdents() {
		k := key{id.Pkg, id.Name}
		o, seen := first[k]
		if !seen {
			first[k] = id
			continue
		}
		if o.Kind == id.Kind || reported[[2]*Kind{o.Kind, id.Kind}] {
			continue
		}
		if o.Kind != nil && (o.Kind.Plural == id.Kind.Plural || o.Kind.FileName() == id.Kind.FileName()) {
			continue // checkKindClashes has said it better
		}
		reported[[2]*Kind{o.Kind, id.Kind}] = true
		switch {
		case o.Kind == nil:
			b.diags.Add(id.Kind.Pos, v.PkgName+"."+id.Kind.Name, "+genclient: the generated %s package would declare %s twice: for this kind and for group version %s itself; rename the type", pkgRole(id.Pkg), id.Name, v.GroupVersionGoName())
		default:
			for _, pair := range [][2]*Kind{{id.Kind, o.Kind}, {o.Kind, id.Kind}} {
				b.diags.Add(pair[0].Pos, v.PkgName+"."+pair[0].Name, "+genclient: the generated %s package would declare %s for both %s and %s (line %d); rename one of the types", pkgRole(id.Pkg), id.Name, pair[0].Name, pair[1].Name, pair[1].Pos.Line)
			}
		}
	}
}

func pkgRole(pkg string) string {
	switch pkg {
	case "typed":
		return "typed client"
	case "fake":
		return "fake typed client"
	}
	return pkg
}

// registeredGroup reads the group of the package's SchemeGroupVersion
// from syntax: var SchemeGroupVersion = schema.GroupVersion{Group: G, ...}
// with G a string literal or a constant of the package declared as one.
func registeredGroup(p *load.Package) (string, token.Position, bool) {
	consts := map[string]string{}
	var expr ast.Expr
	var pos token.Position
	eachValue(p, func(tok token.Token, n *ast.Ident, value ast.Expr) {
		if lit, ok := value.(*ast.BasicLit); ok && tok == token.CONST && lit.Kind == token.STRING {
			consts[n.Name], _ = strconv.Unquote(lit.Value)
		}
		if tok == token.VAR && n.Name == "SchemeGroupVersion" {
			expr, pos = value, p.Fset.Position(n.Pos())
		}
	})
	lit, ok := expr.(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return "", pos, false
	}
	group := lit.Elts[0]
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			group = nil
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Group" {
				group = kv.Value
				break
			}
		}
	}
	switch g := group.(type) {
	case *ast.BasicLit:
		if s, err := strconv.Unquote(g.Value); err == nil && g.Kind == token.STRING {
			return s, pos, true
		}
	case *ast.Ident:
		if s, ok := consts[g.Name]; ok {
			return s, pos, true
		}
	}
	return "", pos, false
}

// mentionsGenclient is a quick look for any comment line starting with
// +genclient.
func mentionsGenclient(p *load.Package) bool {
	_, ok := genclientLine(p, func(line string) bool { return strings.HasPrefix(line, "+genclient") })
	return ok
}

func nonEmpty(group string) string {
	if group == "" {
		return "core"
	}
	return group
}

// camelize turns "example-group" into "ExampleGroup" and "myGroup" into
// "MyGroup". Upstream only capitalises the first letter, which leaves
// hyphens in identifiers; for names without hyphens the result is the same.
func camelize(s string) string {
	var b strings.Builder
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '.' }) {
		b.WriteString(capitalize(part))
	}
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// readsGoName reports whether a +groupName or +groupGoName names the
// group's Go identifiers: written in doc.go, the only file upstream reads
// package tags from, or anywhere in the package comments under kubegen.
func (b *builder) readsGoName(t *tag) bool {
	return b.set.Opts.PackageComments || filepath.Base(t.Pos.Filename) == "doc.go"
}
