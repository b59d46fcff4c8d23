package emit

import (
	"path"

	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/model"
)

// fileData is what a template sees. Only the fields a file kind needs are
// set; Imports is the file's complete import list, decided here so that
// templates never choose what to import.
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
	Imports []model.Import
	// StdImports are the standard library part of Imports, split off by
	// render so that the import block has upstream's two groups.
	StdImports []model.Import
	// TypeConverter is the expression the fake clientset's field-managed
	// tracker gets.
	TypeConverter   string
	PrefersProtobuf bool
	// Decoder is the decoder file of Version (decoder.go.tmpl).
	Decoder *decoder.File
}

// methodData is one extension method and the kind it belongs to.
type methodData struct {
	Kind            *model.Kind
	M               *model.ExtMethod
	PrefersProtobuf bool
}

// Import paths the templates use, each with the one alias it always gets.
// None of these aliases ends in a version, so none can clash with an input
// package's alias (model.Version.ImportAlias).
var (
	impContext       = model.Import{Alias: "context", Path: "context"}
	impFmt           = model.Import{Alias: "fmt", Path: "fmt"}
	impJSON          = model.Import{Alias: "json", Path: "encoding/json"}
	impApplyRequest  = model.Import{Alias: "apply", Path: "k8s.io/client-go/util/apply"}
	impHTTP          = model.Import{Alias: "http", Path: "net/http"}
	impReflect       = model.Import{Alias: "reflect", Path: "reflect"}
	impSync          = model.Import{Alias: "sync", Path: "sync"}
	impTime          = model.Import{Alias: "time", Path: "time"}
	impMeta          = model.Import{Alias: "meta", Path: "k8s.io/apimachinery/pkg/api/meta"}
	impMetav1        = model.Import{Alias: "metav1", Path: "k8s.io/apimachinery/pkg/apis/meta/v1"}
	impLabels        = model.Import{Alias: "labels", Path: "k8s.io/apimachinery/pkg/labels"}
	impRuntime       = model.Import{Alias: "runtime", Path: "k8s.io/apimachinery/pkg/runtime"}
	impSchema        = model.Import{Alias: "schema", Path: "k8s.io/apimachinery/pkg/runtime/schema"}
	impSerializer    = model.Import{Alias: "serializer", Path: "k8s.io/apimachinery/pkg/runtime/serializer"}
	impTypes         = model.Import{Alias: "types", Path: "k8s.io/apimachinery/pkg/types"}
	impManagedFields = model.Import{Alias: "managedfields", Path: "k8s.io/apimachinery/pkg/util/managedfields"}
	impUtilRuntime   = model.Import{Alias: "utilruntime", Path: "k8s.io/apimachinery/pkg/util/runtime"}
	impWait          = model.Import{Alias: "wait", Path: "k8s.io/apimachinery/pkg/util/wait"}
	impWatch         = model.Import{Alias: "watch", Path: "k8s.io/apimachinery/pkg/watch"}
	impDiscovery     = model.Import{Alias: "discovery", Path: "k8s.io/client-go/discovery"}
	impFakeDiscovery = model.Import{Alias: "fakediscovery", Path: "k8s.io/client-go/discovery/fake"}
	impGentype       = model.Import{Alias: "gentype", Path: "k8s.io/client-go/gentype"}
	impClientListers = model.Import{Alias: "listers", Path: "k8s.io/client-go/listers"}
	impRest          = model.Import{Alias: "rest", Path: "k8s.io/client-go/rest"}
	impTesting       = model.Import{Alias: "testing", Path: "k8s.io/client-go/testing"}
	impCache         = model.Import{Alias: "cache", Path: "k8s.io/client-go/tools/cache"}
	impFlowcontrol   = model.Import{Alias: "flowcontrol", Path: "k8s.io/client-go/util/flowcontrol"}
	impKGRuntime     = model.Import{Alias: "kgruntime", Path: "github.com/kubegen/kubegen/runtime"}
)

func impClientset(s *model.Set) model.Import {
	return model.Import{Alias: "clientset", Path: s.Opts.ClientsetPkg}
}

func impScheme(s *model.Set) model.Import {
	return model.Import{Alias: "scheme", Path: path.Join(s.Opts.ClientsetPkg, "scheme")}
}

func impInternalInterfaces(s *model.Set) model.Import {
	return model.Import{Alias: "internalinterfaces", Path: path.Join(s.Opts.InformersPkg, "internalinterfaces")}
}

func impAPI(v *model.Version) model.Import {
	return model.Import{Alias: v.ImportAlias(), Path: v.PkgPath}
}

func impApplyConfig(v *model.Version) model.Import {
	return model.Import{Alias: v.ApplyConfigImportAlias(), Path: v.ApplyConfigPkgPath()}
}

// --- clientset ---

func clientsetData(s *model.Set) *fileData {
	d := &fileData{Set: s, Versions: clientVersions(s),
		Imports: []model.Import{impFmt, impHTTP, impDiscovery, impRest, impFlowcontrol}}
	for _, v := range d.Versions {
		d.Imports = append(d.Imports, model.Import{Alias: v.ImportAlias(), Path: v.ClientPkgPath()})
	}
	return d
}

func schemeData(s *model.Set) *fileData {
	d := &fileData{Set: s, Versions: clientVersions(s),
		Imports: []model.Import{impMetav1, impRuntime, impSchema, impSerializer, impUtilRuntime}}
	for _, v := range d.Versions {
		d.Imports = append(d.Imports, impAPI(v))
	}
	return d
}

func fakeClientsetData(s *model.Set) *fileData {
	d := &fileData{Set: s, Versions: clientVersions(s), Imports: []model.Import{
		impClientset(s), impMeta, impMetav1, impRuntime, impSchema, impWatch,
		impDiscovery, impFakeDiscovery, impTesting,
	}}
	if s.Opts.ApplyConfigPkg != "" {
		d.Imports = append(d.Imports, model.Import{Alias: "applyconfigurations", Path: s.Opts.ApplyConfigPkg})
		d.TypeConverter = "applyconfigurations.NewTypeConverter(scheme)"
	} else {
		d.Imports = append(d.Imports, impManagedFields)
		d.TypeConverter = "managedfields.NewDeducedTypeConverter()"
	}
	for _, v := range d.Versions {
		d.Imports = append(d.Imports,
			model.Import{Alias: v.ImportAlias(), Path: v.ClientPkgPath()},
			model.Import{Alias: v.FakeImportAlias(), Path: v.FakeClientPkgPath()})
	}
	return d
}

// --- typed clients ---

func versionData(v *model.Version) *fileData {
	return &fileData{Set: v.Group.Set(), Group: v.Group, Version: v}
}

func groupClientData(v *model.Version) *fileData {
	d := versionData(v)
	d.Imports = []model.Import{impHTTP, impSchema, impRest, impScheme(d.Set)}
	d.PrefersProtobuf = d.Set.Opts.PrefersProtobuf
	return d
}

func fakeGroupClientData(v *model.Version) *fileData {
	d := versionData(v)
	d.Imports = []model.Import{impRest, impTesting, {Alias: "typed", Path: v.ClientPkgPath()}}
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

// methodVerbs reports which verbs k's extension methods have.
func methodVerbs(k *model.Kind) map[string]bool {
	verbs := map[string]bool{}
	for _, m := range k.Methods {
		verbs[m.Verb] = true
	}
	return verbs
}

func typedKindData(k *model.Kind) *fileData {
	d := kindData(k)
	mv := methodVerbs(k)
	d.Imports = []model.Import{impAPI(k.Version), impScheme(d.Set), impGentype}
	if k.NeedsApplyConfigImport() {
		d.Imports = append(d.Imports, impApplyConfig(k.Version))
	}
	if mv["apply"] {
		d.Imports = append(d.Imports, impFmt, impApplyRequest)
	}
	if k.Verbs.Any() || len(k.Methods) > 0 {
		d.Imports = append(d.Imports, impContext, impMetav1)
	}
	if k.Verbs.Watch {
		d.Imports = append(d.Imports, impWatch)
	}
	if k.Verbs.Patch || mv["patch"] {
		d.Imports = append(d.Imports, impTypes)
	}
	if mv["list"] {
		d.Imports = append(d.Imports, impTime)
	}
	d.Imports = append(d.Imports, k.MethodImports()...)
	return d
}

func fakeKindData(k *model.Kind) *fileData {
	d := kindData(k)
	mv := methodVerbs(k)
	d.Imports = []model.Import{impAPI(k.Version), impGentype, impSchema, {Alias: "typed", Path: k.Version.ClientPkgPath()}}
	if k.NeedsApplyConfigImport() {
		d.Imports = append(d.Imports, impApplyConfig(k.Version))
	}
	if len(k.Methods) > 0 {
		d.Imports = append(d.Imports, impContext, impMetav1, impTesting)
	}
	if mv["patch"] || mv["apply"] {
		d.Imports = append(d.Imports, impTypes)
	}
	if mv["apply"] {
		d.Imports = append(d.Imports, impFmt, impJSON)
	}
	d.Imports = append(d.Imports, k.MethodImports()...)
	return d
}

// --- listers ---

func listerKindData(k *model.Kind) *fileData {
	d := kindData(k)
	d.Imports = []model.Import{impAPI(k.Version), impLabels, impSchema, impClientListers, impCache, impKGRuntime}
	return d
}

// --- informers ---

func factoryData(s *model.Set) *fileData {
	d := &fileData{Set: s, Groups: informerGroups(s), Imports: []model.Import{
		impContext, impReflect, impSync, impTime, impClientset(s), impInternalInterfaces(s),
		impMetav1, impRuntime, impSchema, impWait, impCache, impKGRuntime,
	}}
	for _, g := range d.Groups {
		d.Imports = append(d.Imports, model.Import{Alias: g.InformerImportAlias(), Path: g.InformerPkgPath()})
	}
	return d
}

func genericData(s *model.Set) *fileData {
	return &fileData{Set: s, Groups: informerGroups(s), Imports: []model.Import{impFmt, impSchema, impCache}}
}

func internalInterfacesData(s *model.Set) *fileData {
	return &fileData{Set: s, Imports: []model.Import{impTime, impClientset(s), impMetav1, impRuntime, impCache}}
}

func informerGroupData(g *model.Group) *fileData {
	d := &fileData{Set: g.Set(), Group: g, Imports: []model.Import{impInternalInterfaces(g.Set())}}
	for _, v := range g.InformerVersions() {
		d.Imports = append(d.Imports, model.Import{Alias: v.PackageName(), Path: v.InformerPkgPath()})
	}
	return d
}

func informerVersionData(v *model.Version) *fileData {
	d := versionData(v)
	d.Imports = []model.Import{impInternalInterfaces(d.Set)}
	return d
}

func informerKindData(k *model.Kind) *fileData {
	d := kindData(k)
	d.Imports = []model.Import{
		impContext, impTime, impAPI(k.Version), impClientset(d.Set), impInternalInterfaces(d.Set),
		{Alias: "listers", Path: k.Version.ListerPkgPath()},
		impMetav1, impWatch, impRest, impCache, impKGRuntime,
	}
	return d
}
