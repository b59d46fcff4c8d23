package emit

import (
	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/model"
)

// fileData is what a template sees. Only the fields a file kind needs are
// set. The template names every package it refers to through Q (or Type
// and Sig for the model's types), which records the import in the file's
// qualifier; the renderer prints the block from it.
type fileData struct {
	Set     *model.Set
	Group   *model.Group
	Version *model.Version
	Kind    *model.Kind
	// Versions are the group versions with typed clients (clientset, scheme).
	Versions []*model.Version
	// Groups are the groups with informers (factory).
	Groups []*model.Group
	// Methods are Kind's +genclient:method extensions with their context.
	Methods []methodData
	// FieldManagedTracker is the expression that makes the fake
	// clientset's field-managed tracker (see fakeClientsetData).
	FieldManagedTracker string
	PrefersProtobuf     bool
	// im is the file's qualifier: the packages the file names and their
	// local names.
	im *gofile.Imports
}

// Q is the local name of the package at importPath in this file, and
// records its import. name is the name the file would like, decided by
// the model (Version.ImportAlias, say); without it, the model's
// Options.ImportName. A name another package of the file has is numbered.
func (d *fileData) Q(importPath string, name ...string) string {
	if len(name) == 0 {
		name = []string{d.Set.Opts.ImportName(importPath)}
	}
	return d.im.Name(importPath, name...)
}

// Type is r as the kind's typed client files spell it ("autoscalingv1.Scale"),
// named as Kind.ImportName prefers.
func (d *fileData) Type(r model.TypeRef) string {
	r = d.Kind.Ref(r)
	return d.im.Ident(r.PkgPath, r.Name, d.Kind.ImportName(r.PkgPath))
}

// Sig is s as Go source in this file (see model.Signature.Format).
func (d *fileData) Sig(s model.Signature) string { return s.Format(d.Type) }

// methodData is one extension method in the file of its kind: dot of the
// extension templates, which reach the file's Kind, options and qualifier
// through the embedded file data.
type methodData struct {
	*fileData
	M *model.ExtMethod
}

// --- clientset ---

func clientsetData(s *model.Set) *fileData {
	return &fileData{Set: s, Versions: clientVersions(s)}
}

func schemeData(s *model.Set) *fileData {
	return &fileData{Set: s, Versions: clientVersions(s)}
}

func fakeClientsetData(s *model.Set) *fileData {
	d := &fileData{Set: s, Versions: clientVersions(s), im: newImports()}
	if s.Opts.ApplyConfigPkg != "" {
		d.FieldManagedTracker = d.Q("k8s.io/client-go/testing") + ".NewFieldManagedObjectTracker(scheme, codecs.UniversalDecoder(), " +
			d.Q(s.Opts.ApplyConfigPkg) + ".NewTypeConverter(scheme))"
	} else {
		// Without apply configurations the tracker deduces field sets; it
		// is made in kubegen's fakeclient package, so that this package
		// does not compile the generic code the tracker's types carry
		// each time it is regenerated (see that package's doc).
		d.FieldManagedTracker = d.Q("github.com/kubegen/kubegen/runtime/fakeclient") + ".NewFieldManagedTracker(scheme, codecs.UniversalDecoder())"
	}
	return d
}

// --- typed clients ---

func versionData(v *model.Version) *fileData {
	return &fileData{Set: v.Group.Set(), Group: v.Group, Version: v}
}

func groupClientData(v *model.Version) *fileData {
	d := versionData(v)
	d.PrefersProtobuf = d.Set.Opts.PrefersProtobuf
	return d
}

func kindData(k *model.Kind) *fileData {
	d := versionData(k.Version)
	d.Kind = k
	d.PrefersProtobuf = d.Set.Opts.PrefersProtobuf
	// The kind's lower-case name and its methods' input types name
	// parameters in these files ("scheme *v1.Scheme" for a kind Scheme);
	// a package the file refers to must not go by one of those names.
	d.im = newImports()
	d.im.Reserve(k.LowerName())
	for _, m := range k.Methods {
		d.Methods = append(d.Methods, methodData{fileData: d, M: m})
		if m.Input.Name != "" {
			d.im.Reserve(k.ParamName(m.Input))
		}
	}
	return d
}

// --- informers ---

func factoryData(s *model.Set) *fileData {
	return &fileData{Set: s, Groups: informerGroups(s)}
}

func genericData(s *model.Set) *fileData {
	return &fileData{Set: s, Groups: informerGroups(s)}
}

func informerGroupData(g *model.Group) *fileData {
	return &fileData{Set: g.Set(), Group: g}
}

// newImports is a file's qualifier. emit's files never name their own
// package, so none is given; the renderer checks the names a file's
// siblings declare once all are rendered.
func newImports() *gofile.Imports { return gofile.NewImports("", "") }
