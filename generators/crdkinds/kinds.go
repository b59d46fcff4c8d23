// Package crdkinds finds CRD kinds in Go API packages as controller-gen
// v0.23.0 does, with the markers of the CRD (not of its schema) that sit
// on them: the crd generator builds CRDs from what it finds, schemapatch
// matches it against CRD files it did not write.
package crdkinds

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
)

const metav1Path = "k8s.io/apimachinery/pkg/apis/meta/v1"

// APIVersion is one input package as controller-gen sees it: an API
// version of a group, unless +kubebuilder:skip leaves it out.
type APIVersion struct {
	Pkg            *load.Package
	Group, Version string
	// Pos is where the group is named (the package clause without one).
	Pos token.Position
}

// KindVersion is one kind declared in one version: a struct type that
// embeds both metav1.TypeMeta and metav1.ObjectMeta (or, in another
// version of the group, any type of the kind's name).
type KindVersion struct {
	API  *APIVersion
	Type *types.TypeName
	// Pos is the type's name in its declaration.
	Pos token.Position
	// Markers are the CRD markers of the type (Registry's).
	Markers markers.Values
}

// Subject names the version's type in diagnostics: package.Type.
func (kv *KindVersion) Subject() string { return kv.API.Pkg.Name + "." + kv.Type.Name() }

// Kind is a CRD: its group, its kind, and the versions declaring it.
type Kind struct {
	Group, Kind string
	Versions    []*KindVersion
}

// String is controller-gen's name of a group-kind (Kind.group), by which
// it orders the CRDs.
func (g *Kind) String() string {
	if g.Group == "" {
		return g.Kind
	}
	return g.Kind + "." + g.Group
}

// Find reads every input package's group and version
// (+groupName, +versionName, else the package name) and collects the
// kinds, grouped by group and kind and sorted as controller-gen sorts
// them. A kind is a struct embedding TypeMeta and ObjectMeta in some
// package; then, as in controller-gen, every package of that group that
// declares a type of that name gives the CRD a version, whatever the
// type is there (type Foo v1.Foo counts). A package without +groupName
// still counts, with the empty group and version controller-gen gives
// it, and a warning.
//
// c is the run's marker collector (nil: one of Find's own), so that the
// files are walked once for every generator of the run.
func Find(c *markers.Collector, pkgs []*load.Package, diags *diag.List) []*Kind {
	type apiPackage struct {
		v  *APIVersion
		mp *markers.Package
	}
	var api []apiPackage
	byGK := map[[2]string]*Kind{}
	var out []*Kind
	c = markers.OrNew(c).For(Registry)
	for _, p := range pkgs {
		// A package parsed only (TypedInputs did not pick it) declares no
		// kind; its markers are still checked, as controller-gen checks
		// those of every package it is given.
		mp := Collect(c, p, diags)
		if p.Types == nil {
			continue
		}
		v, ok := readVersion(p, mp)
		if !ok {
			continue
		}
		api = append(api, apiPackage{v, mp})
		for _, name := range p.Types.Scope().Names() {
			key := [2]string{v.Group, name}
			spec := mp.TypeSpec(name)
			if byGK[key] != nil || spec == nil || kubeKind(p, spec) == nil {
				continue
			}
			if v.Group == "" {
				diags.Warn(v.Pos, p.PkgPath, "type %s embeds TypeMeta and ObjectMeta, but the package has no +groupName: its CRD gets the empty group and version, which the API server rejects (controller-gen writes it so too); add // +groupName=<group> to the package comment, or // +kubebuilder:skip if the package is no API version", name)
			}
			byGK[key] = &Kind{Group: v.Group, Kind: name}
			out = append(out, byGK[key])
		}
	}
	for _, gk := range out {
		for _, a := range api {
			if a.v.Group != gk.Group {
				continue
			}
			spec := a.mp.TypeSpec(gk.Kind)
			tn, _ := a.v.Pkg.Types.Scope().Lookup(gk.Kind).(*types.TypeName)
			if spec == nil || tn == nil {
				continue
			}
			gk.Versions = append(gk.Versions, &KindVersion{API: a.v, Type: tn, Pos: a.v.Pkg.Fset.Position(spec.Name.Pos()), Markers: a.mp.Types[spec]})
		}
	}
	slices.SortStableFunc(out, func(a, b *Kind) int { return strings.Compare(a.String(), b.String()) })
	return out
}

// readVersion reads the package markers; ok is false for a package that
// +kubebuilder:skip leaves out.
func readVersion(p *load.Package, mp *markers.Package) (*APIVersion, bool) {
	v := &APIVersion{Pkg: p, Pos: firstPos(p)}
	if mp.Markers.Has(SkipPackage) {
		return nil, false
	}
	group := mp.Markers.All(GroupName)
	if len(group) == 0 {
		return v, true // controller-gen's empty group-version
	}
	v.Group, v.Version, v.Pos = group[0].Value.(string), p.Name, group[0].Pos
	if name, ok := mp.Markers.Get(VersionName).(string); ok {
		v.Version = name
	}
	return v, true
}

// firstPos is the package clause of the package's first file.
func firstPos(p *load.Package) token.Position {
	if len(p.Files) == 0 {
		return token.Position{Filename: p.Dir}
	}
	return p.Fset.Position(p.Files[0].Package)
}

// kubeKind is the type a declaration declares when it is a struct
// embedding both metav1.TypeMeta and metav1.ObjectMeta (not pointers to
// them): what makes a type a CRD kind for controller-gen, markers or not.
func kubeKind(p *load.Package, spec *ast.TypeSpec) *types.TypeName {
	if _, ok := spec.Type.(*ast.StructType); !ok || spec.Assign != 0 {
		return nil
	}
	tn, _ := p.Types.Scope().Lookup(spec.Name.Name).(*types.TypeName)
	if tn == nil || tn.Pos() != spec.Name.Pos() {
		return nil // a type declared inside a function
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var typeMeta, objectMeta bool
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Embedded() {
			continue
		}
		named, ok := f.Type().(*types.Named)
		if !ok || named.Obj().Pkg() == nil || nonVendor(named.Obj().Pkg().Path()) != metav1Path {
			continue
		}
		switch named.Obj().Name() {
		case "TypeMeta":
			typeMeta = true
		case "ObjectMeta":
			objectMeta = true
		}
	}
	if !typeMeta || !objectMeta {
		return nil
	}
	return tn
}

// nonVendor drops a vendor directory prefix from an import path.
func nonVendor(path string) string {
	if i := strings.LastIndex(path, "/vendor/"); i >= 0 {
		return path[i+len("/vendor/"):]
	}
	return strings.TrimPrefix(path, "vendor/")
}

// ByVersionName orders a CRD's versions as controller-gen does: by name,
// as strings.
func ByVersionName(a, b *KindVersion) int { return cmp.Compare(a.API.Version, b.API.Version) }
