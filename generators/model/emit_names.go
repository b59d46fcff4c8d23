package model

// Names the emitted files need beyond names.go: file names, unexported
// helper identifiers and import aliases. Owned by the emit engineer; like the
// rest of the model they are the only place these names are decided.

import (
	"path"
	"strings"
)

// --- Version: typed clients ---

// GroupClientFileName is the typed group client's file ("example_client.go"),
// named after the group's directory like upstream.
func (v *Version) GroupClientFileName() string {
	return strings.ToLower(v.Group.PackageName) + "_client.go"
}

// FakeGroupClientFileName is the fake group client's file ("fake_example_client.go").
func (v *Version) FakeGroupClientFileName() string { return "fake_" + v.GroupClientFileName() }

// FakeClientStructName is the fake group-version client ("FakeExampleV1").
func (v *Version) FakeClientStructName() string { return "Fake" + v.GroupVersionGoName() }

// FakeImportAlias is the alias of the typed fake package in the fake
// clientset ("fakeexamplev1").
func (v *Version) FakeImportAlias() string { return "fake" + v.ImportAlias() }

// GroupVersionComment is how generated comments name the group version
// ("Group=example.com, Version=v1").
func (v *Version) GroupVersionComment() string {
	return "Group=" + v.Group.Name + ", Version=" + v.Name
}

// --- Group: informers ---

// InformerImportAlias is the alias of the group's informer package in the
// factory ("exampleinformers"); it never ends in a version, so it cannot clash
// with an input package alias.
func (g *Group) InformerImportAlias() string { return g.GoPackageName() + "informers" }

// --- Kind: typed clients ---

// NewClientFuncName is the unexported typed client constructor ("newFoos").
func (k *Kind) NewClientFuncName() string { return "new" + k.Plural }

// FakeClientStructName is the fake typed client ("fakeFoos").
func (k *Kind) FakeClientStructName() string { return "fake" + k.Plural }

// NewFakeClientFuncName is the fake typed client constructor ("newFakeFoos").
func (k *Kind) NewFakeClientFuncName() string { return "newFake" + k.Plural }

// NameParam is the parameter naming the parent object in subresource
// methods ("fooName").
func (k *Kind) NameParam() string { return k.LowerName() + "Name" }

// GoTypeComment names the kind in generated comments ("example.com/v1 Foo").
func (k *Kind) GoTypeComment() string {
	return k.Version.Group.Name + "/" + k.Version.Name + " " + k.Name
}

// --- Kind: listers ---

// ListerStructName and NamespaceListerStructName are the unexported lister
// implementations ("fooLister", "fooNamespaceLister").
func (k *Kind) ListerStructName() string          { return k.LowerName() + "Lister" }
func (k *Kind) NamespaceListerStructName() string { return k.LowerName() + "NamespaceLister" }

// NewListerFuncName is the exported lister constructor ("NewFooLister").
func (k *Kind) NewListerFuncName() string { return "New" + k.Name + "Lister" }

// ListerResource is the resource a lister's NotFound errors name: the
// lowercase kind ("foo"), not the REST resource, as upstream's listers
// pass <pkg>.Resource("foo") to client-go's listers.New, so that a missing
// object reads `foo.example.com "x" not found` either way.
func (k *Kind) ListerResource() string { return strings.ToLower(k.Name) }

// --- Kind: informers ---

// Exported informer identifiers, as upstream v0.37.2 declares them.
func (k *Kind) TypedInformerName() string           { return "Typed" + k.Name + "Informer" }
func (k *Kind) IndexInformerName() string           { return k.Name + "IndexInformer" }
func (k *Kind) HandlerFuncsName() string            { return k.Name + "HandlerFuncs" }
func (k *Kind) DetailedHandlerFuncsName() string    { return k.Name + "DetailedHandlerFuncs" }
func (k *Kind) FilteringHandlerName() string        { return k.Name + "FilteringHandler" }
func (k *Kind) IndexersName() string                { return k.Name + "Indexers" }
func (k *Kind) DeletedName() string                 { return "Deleted" + k.Name }
func (k *Kind) NewInformerFuncName() string         { return "New" + k.Name + "Informer" }
func (k *Kind) NewTypedInformerFuncName() string    { return "NewTyped" + k.Name + "Informer" }
func (k *Kind) NewFilteredInformerFuncName() string { return "NewFiltered" + k.Name + "Informer" }
func (k *Kind) NewTypedFilteredInformerFuncName() string {
	return "NewTypedFiltered" + k.Name + "Informer"
}
func (k *Kind) NewInformerWithOptionsFuncName() string { return "New" + k.Name + "InformerWithOptions" }
func (k *Kind) NewTypedInformerWithOptionsFuncName() string {
	return "NewTyped" + k.Name + "InformerWithOptions"
}
func (k *Kind) ToTypedInformerFuncName() string { return "ToTyped" + k.Name + "Informer" }
func (k *Kind) ToIndexInformerFuncName() string { return "To" + k.Name + "IndexInformer" }

// Unexported informer identifiers.
func (k *Kind) InformerStructName() string       { return k.LowerName() + "Informer" }
func (k *Kind) TypedInformerAdapterName() string { return k.LowerName() + "TypedInformerAdapter" }
func (k *Kind) ListWatchFuncName() string        { return "new" + k.Name + "ListWatch" }

// ObjectDescription is how the runtime names the informer's objects in logs
// and sync checks ("foos.v1.example.com"), like a GroupVersionResource.
func (k *Kind) ObjectDescription() string {
	s := k.Resource + "." + k.Version.Name
	if k.Version.Group.Name != "" {
		s += "." + k.Version.Group.Name
	}
	return s
}

// --- Kind: extension method types ---

// ParamName is the parameter name upstream gives a value of type r
// ("scale" for autoscalingv1.Scale).
func (k *Kind) ParamName(r TypeRef) string {
	p := strings.ToLower(r.Name[:1]) + r.Name[1:]
	switch p {
	case "opts", "ctx", "name", "options", "c", "result", "obj", "emptyResult", k.NameParam():
		return p + "Obj"
	}
	return p
}

// HasVerb reports whether the method has the shape of verb ("get", "update").
func (m *ExtMethod) HasVerb(verb string) bool { return m.Verb == verb }

// ListType is the list type of r, which upstream's list methods return
// ("FooList" beside "Foo").
func (r TypeRef) ListType() TypeRef { return TypeRef{PkgPath: r.PkgPath, Name: r.Name + "List"} }

// InformersPkgName is the package clause of the informer factory package
// ("externalversions").
func (o Options) InformersPkgName() string { return identLower(path.Base(o.InformersPkg)) }

// ApplyConfigPkgPath is the package of the version's apply configurations:
// <--apply-configuration-package>/<group dir>/<version>, as upstream.
func (v *Version) ApplyConfigPkgPath() string {
	return path.Join(v.Group.set.Opts.ApplyConfigPkg, v.Group.PackageName, v.PackageName())
}

// ApplyConfigImportAlias is the alias of that package ("applyexamplev1").
func (v *Version) ApplyConfigImportAlias() string { return "apply" + v.ImportAlias() }

// ApplyConfigName is the kind's apply configuration type ("FooApplyConfiguration").
func (k *Kind) ApplyConfigName() string { return k.Name + "ApplyConfiguration" }

// GentypeClient is the client-go gentype the typed client embeds, by
// whether it lists and applies ("Client", "ClientWithList",
// "ClientWithApply", "ClientWithListAndApply"); the fake embeds "Fake" + it.
func (k *Kind) GentypeClient() string {
	name := "Client"
	switch {
	case k.Verbs.List && k.Verbs.Apply:
		name += "WithListAndApply"
	case k.Verbs.List:
		name += "WithList"
	case k.Verbs.Apply:
		name += "WithApply"
	}
	return name
}

// FakeGentypeClient is the gentype fake the fake typed client embeds.
func (k *Kind) FakeGentypeClient() string { return "Fake" + k.GentypeClient() }

// --- identifiers per output package, for clash detection ---

// EmittedIdent is one package-level identifier a generated package
// declares, and the kind it is declared for (nil: the version's own).
type EmittedIdent struct {
	// Pkg says which generated package: "typed", "fake", "lister" or "informer".
	Pkg, Name string
	Kind      *Kind
}

// EmittedIdents lists every package-level identifier the version's
// generated packages declare, as the templates declare them. The model
// checks them for clashes before anything is emitted, so that two kinds
// (Gadget and GadgetNamespace both give GadgetNamespaceLister) are reported
// at their declarations instead of producing a package that does not build.
func (v *Version) EmittedIdents() []EmittedIdent {
	var out []EmittedIdent
	add := func(pkg string, k *Kind, names ...string) {
		for _, n := range names {
			out = append(out, EmittedIdent{Pkg: pkg, Name: n, Kind: k})
		}
	}
	add("typed", nil, v.ClientInterfaceName(), v.ClientStructName(), "New", "NewForConfig", "NewForConfigAndClient", "NewForConfigOrDie", "setConfigDefaults")
	add("fake", nil, v.FakeClientStructName())
	add("informer", nil, "Interface", "version", "New")
	for _, k := range v.Kinds {
		if k.Client {
			add("typed", k, k.GetterName(), k.ClientInterfaceName(), k.ClientStructName(), k.NewClientFuncName(), k.ExpansionName())
			add("fake", k, k.FakeClientStructName(), k.NewFakeClientFuncName())
		}
		if k.Lister {
			add("lister", k, k.ListerName(), k.NamespaceListerName(), k.ListerExpansionName(), k.NamespaceListerExpansionName(),
				k.ListerStructName(), k.NamespaceListerStructName(), k.NewListerFuncName())
		}
		if k.Informer {
			add("informer", k, k.InformerName(), k.TypedInformerName(), k.IndexInformerName(), k.HandlerFuncsName(),
				k.DetailedHandlerFuncsName(), k.FilteringHandlerName(), k.IndexersName(), k.DeletedName(),
				k.NewInformerFuncName(), k.NewTypedInformerFuncName(), k.NewFilteredInformerFuncName(),
				k.NewTypedFilteredInformerFuncName(), k.NewInformerWithOptionsFuncName(), k.NewTypedInformerWithOptionsFuncName(),
				k.ToTypedInformerFuncName(), k.ToIndexInformerFuncName(), k.InformerStructName(), k.TypedInformerAdapterName(),
				k.ListWatchFuncName())
		}
	}
	return out
}

// reservedParams are the parameter and receiver names the typed client
// methods use beside the parameter named after the kind (LowerName): a
// kind whose lower-case name is one of them makes a duplicate parameter.
var reservedParams = map[string]bool{"c": true, "ctx": true, "opts": true}
