package emit

import (
	"github.com/kubegen/kubegen/generators/model"
)

// fileData is what a template sees. Only the fields a file kind needs are
// set. The import block is not decided here: it is assembled from the
// package names the rendered file uses (imports.go).
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
	// Imports and StdImports are what the "imports" template prints; they
	// stay empty when rendering, and the block is written once the file's
	// uses are known.
	Imports    []model.Import
	StdImports []model.Import
	// FieldManagedTracker is the expression that makes the fake
	// clientset's field-managed tracker (see fakeClientsetData).
	FieldManagedTracker string
	PrefersProtobuf     bool
	// Decoder is what a VersionFile's template reads (decoder.go.tmpl:
	// the decoder generator's file); emit does not look inside.
	Decoder any
	// extraImports are a VersionFile's aliases beyond the version's.
	extraImports []model.Import
	// scope says which packages the version aliases in this file name.
	scope pkgScope
}

// methodData is one extension method and the kind it belongs to.
type methodData struct {
	Kind            *model.Kind
	M               *model.ExtMethod
	PrefersProtobuf bool
}

// --- clientset ---

func clientsetData(s *model.Set) *fileData {
	return &fileData{Set: s, Versions: clientVersions(s), scope: scopeClients}
}

func schemeData(s *model.Set) *fileData {
	return &fileData{Set: s, Versions: clientVersions(s)}
}

func fakeClientsetData(s *model.Set) *fileData {
	d := &fileData{Set: s, Versions: clientVersions(s), scope: scopeClients}
	if s.Opts.ApplyConfigPkg != "" {
		d.FieldManagedTracker = "testing.NewFieldManagedObjectTracker(scheme, codecs.UniversalDecoder(), applyconfigurations.NewTypeConverter(scheme))"
	} else {
		// Without apply configurations the tracker deduces field sets; it
		// is made in kubegen's fakeclient package, so that this package
		// does not compile the generic code the tracker's types carry
		// each time it is regenerated (see that package's doc).
		d.FieldManagedTracker = "kgfakeclient.NewFieldManagedTracker(scheme, codecs.UniversalDecoder())"
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
	for _, m := range k.Methods {
		d.Methods = append(d.Methods, methodData{Kind: k, M: m, PrefersProtobuf: d.PrefersProtobuf})
	}
	return d
}

// --- informers ---

func factoryData(s *model.Set) *fileData {
	return &fileData{Set: s, Groups: informerGroups(s), scope: scopeInformers}
}

func genericData(s *model.Set) *fileData {
	return &fileData{Set: s, Groups: informerGroups(s)}
}

func informerGroupData(g *model.Group) *fileData {
	return &fileData{Set: g.Set(), Group: g, scope: scopeInformers}
}

func informerKindData(k *model.Kind) *fileData {
	d := kindData(k)
	d.scope = scopeInformers
	return d
}
