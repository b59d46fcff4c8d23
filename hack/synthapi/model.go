package main

import "fmt"

// api is everything the templates need: one entry per group version.
type api struct {
	Module, K8s, GoVersion string
	GroupVersions          []groupVersion
}

// groupVersion is one input package, apis/<Dir>/<Version>.
type groupVersion struct {
	Dir, Group, Version string
	Kinds               []kind
}

// kind is one top-level type with its tags already decided, so that the
// templates only print.
type kind struct {
	Name string
	// Cluster scoped kinds get +genclient:nonNamespaced.
	Cluster bool
	// NoStatus kinds have no Status field and +genclient:noStatus.
	NoStatus bool
	// Verbs is the value of a +genclient:onlyVerbs or +genclient:skipVerbs
	// tag (VerbsTag names which one); empty for the full verb set.
	VerbsTag, Verbs string
}

// baseNames give kinds whose plurals differ in form (-s, -ies, -es), so
// the generators' plural rules are exercised as well.
var baseNames = []string{"Widget", "Policy", "Gateway", "Class", "Proxy", "Batch", "Route", "Index"}

// newAPI decides every group, version and kind from the options; the same
// options always give the same module.
func newAPI(o options) api {
	a := api{Module: o.module, K8s: o.k8s, GoVersion: o.goVersion}
	for g := 0; g < o.groups; g++ {
		for v := 1; v <= o.versions; v++ {
			gv := groupVersion{
				Dir:     fmt.Sprintf("group%d", g),
				Group:   fmt.Sprintf("group%d.%s", g, o.domain),
				Version: fmt.Sprintf("v%d", v),
			}
			for k := 0; k < o.kinds; k++ {
				gv.Kinds = append(gv.Kinds, newKind(k))
			}
			a.GroupVersions = append(a.GroupVersions, gv)
		}
	}
	return a
}

// newKind gives kind number k its name and variant. The variants repeat
// with different periods so that a module of five or more kinds has every
// one of them, and combinations appear in larger modules.
func newKind(k int) kind {
	name := baseNames[k%len(baseNames)]
	if round := k / len(baseNames); round > 0 {
		name = fmt.Sprintf("Ext%d%s", round, name)
	}
	kd := kind{Name: name, Cluster: k%4 == 3, NoStatus: k%5 == 2}
	switch k % 6 {
	case 4:
		// Read-only: still gets a lister and an informer.
		kd.VerbsTag, kd.Verbs = "onlyVerbs", "get,list,watch"
	case 5:
		kd.VerbsTag, kd.Verbs = "skipVerbs", "deleteCollection,patch"
	}
	return kd
}
