package emit

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/model"
)

// fileKind is one kind of emitted file: which template renders it, which
// generator's marker it carries, when it is produced, and the instances
// (path and template data) a model yields.
type fileKind struct {
	template  string
	generator string
	enabled   func(Targets, model.Options) bool
	expand    func(*model.Set) []instance
}

type instance struct {
	path string
	data *fileData
}

func clientset(t Targets, _ model.Options) bool  { return t.Clientset }
func fakes(t Targets, o model.Options) bool      { return t.Clientset && o.FakeClientset }
func typed(t Targets, o model.Options) bool      { return t.Clientset && !o.ClientsetOnly }
func typedFakes(t Targets, o model.Options) bool { return fakes(t, o) && !o.ClientsetOnly }
func listers(t Targets, _ model.Options) bool    { return t.Listers }
func informers(t Targets, _ model.Options) bool  { return t.Informers }

// fileKinds is every file the generators write, in upstream v0.37.2's layout.
var fileKinds = []fileKind{
	// clientset/<name>
	{"clientset.go.tmpl", model.GenClient, clientset, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "clientset.go"), clientsetData(s)}
	})},
	{"scheme_doc.go.tmpl", model.GenClient, clientset, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "scheme", "doc.go"), &fileData{Set: s}}
	})},
	{"scheme_register.go.tmpl", model.GenClient, clientset, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "scheme", "register.go"), schemeData(s)}
	})},
	{"fake_doc.go.tmpl", model.GenClient, fakes, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "fake", "doc.go"), &fileData{Set: s}}
	})},
	{"fake_register.go.tmpl", model.GenClient, fakes, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "fake", "register.go"), schemeData(s)}
	})},
	{"fake_clientset.go.tmpl", model.GenClient, fakes, once(func(s *model.Set) instance {
		return instance{filepath.Join(s.Opts.ClientsetDir, "fake", "clientset_generated.go"), fakeClientsetData(s)}
	})},

	// clientset/<name>/typed/<group>/<version>[/fake]
	{"typed_doc.go.tmpl", model.GenClient, typed, perClientVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.ClientDir(), "doc.go"), versionData(v)}
	})},
	{"typed_expansion.go.tmpl", model.GenClient, typed, perClientVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.ClientDir(), "generated_expansion.go"), versionData(v)}
	})},
	{"typed_group_client.go.tmpl", model.GenClient, typed, perClientVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.ClientDir(), v.GroupClientFileName()), groupClientData(v)}
	})},
	{"typed_kind.go.tmpl", model.GenClient, typed, perClientKind(func(k *model.Kind) instance {
		return instance{filepath.Join(k.Version.ClientDir(), k.FileName()), kindData(k)}
	})},
	{"typed_fake_doc.go.tmpl", model.GenClient, typedFakes, perClientVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.FakeClientDir(), "doc.go"), versionData(v)}
	})},
	{"typed_fake_group_client.go.tmpl", model.GenClient, typedFakes, perClientVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.FakeClientDir(), v.FakeGroupClientFileName()), versionData(v)}
	})},
	{"typed_fake_kind.go.tmpl", model.GenClient, typedFakes, perClientKind(func(k *model.Kind) instance {
		return instance{filepath.Join(k.Version.FakeClientDir(), k.FakeFileName()), kindData(k)}
	})},

	// listers/<group>/<version>
	{"lister_kind.go.tmpl", model.GenLister, listers, perListerKind(func(k *model.Kind) instance {
		return instance{filepath.Join(k.Version.ListerDir(), k.FileName()), kindData(k)}
	})},
	{"lister_expansion.go.tmpl", model.GenLister, listers, perListerVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.ListerDir(), "expansion_generated.go"), versionData(v)}
	})},

	// informers/externalversions
	{"informer_factory.go.tmpl", model.GenInformer, informers, onceIf(hasInformers, func(s *model.Set) instance {
		return instance{InformerFactoryFiles(s)[0], factoryData(s)}
	})},
	{"informer_generic.go.tmpl", model.GenInformer, informers, onceIf(hasInformers, func(s *model.Set) instance {
		return instance{InformerFactoryFiles(s)[1], genericData(s)}
	})},
	{"informer_internalinterfaces.go.tmpl", model.GenInformer, informers, onceIf(hasInformers, func(s *model.Set) instance {
		return instance{InformerFactoryFiles(s)[2], &fileData{Set: s}}
	})},
	{"informer_group.go.tmpl", model.GenInformer, informers, perInformerGroup(func(g *model.Group) instance {
		return instance{filepath.Join(g.InformerDir(), "interface.go"), informerGroupData(g)}
	})},
	{"informer_version.go.tmpl", model.GenInformer, informers, perInformerVersion(func(v *model.Version) instance {
		return instance{filepath.Join(v.InformerDir(), "interface.go"), versionData(v)}
	})},
	{"informer_kind.go.tmpl", model.GenInformer, informers, perInformerKind(func(k *model.Kind) instance {
		return instance{filepath.Join(k.Version.InformerDir(), k.FileName()), kindData(k)}
	})},
}

// InformerFactoryFiles are the informer files written once per run, for
// all its groups: factory.go, generic.go and the internal interfaces, in
// that order.
func InformerFactoryFiles(s *model.Set) []string {
	return []string{
		filepath.Join(s.Opts.InformersDir, "factory.go"),
		filepath.Join(s.Opts.InformersDir, "generic.go"),
		filepath.Join(s.Opts.InformersDir, "internalinterfaces", "factory_interfaces.go"),
	}
}

// --- expansion helpers: which model elements a file kind is made for ---

func once(f func(*model.Set) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance { return []instance{f(s)} }
}

func onceIf(cond func(*model.Set) bool, f func(*model.Set) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		if !cond(s) {
			return nil
		}
		return []instance{f(s)}
	}
}

func hasInformers(s *model.Set) bool { return len(informerGroups(s)) > 0 }

// clientVersions are the versions with at least one typed client, and the
// versions with no kind at all: upstream's client-gen writes a typed group
// client for every input version, an empty one (only RESTClient) for a
// version whose +genclient line is on no type, and the clientset includes
// it.
func clientVersions(s *model.Set) []*model.Version {
	var out []*model.Version
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			if len(v.ClientKinds()) > 0 || len(v.Kinds) == 0 {
				out = append(out, v)
			}
		}
	}
	return out
}

// informerGroups are the groups with at least one informer.
func informerGroups(s *model.Set) []*model.Group {
	var out []*model.Group
	for _, g := range s.Groups {
		if len(g.InformerVersions()) > 0 {
			out = append(out, g)
		}
	}
	return out
}

func perClientVersion(f func(*model.Version) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, v := range clientVersions(s) {
			out = append(out, f(v))
		}
		return out
	}
}

func perClientKind(f func(*model.Kind) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, v := range clientVersions(s) {
			for _, k := range v.ClientKinds() {
				out = append(out, f(k))
			}
		}
		return out
	}
}

func perListerVersion(f func(*model.Version) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range s.Groups {
			for _, v := range g.Versions {
				if len(v.ListerKinds()) > 0 {
					out = append(out, f(v))
				}
			}
		}
		return out
	}
}

func perListerKind(f func(*model.Kind) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range s.Groups {
			for _, v := range g.Versions {
				for _, k := range v.ListerKinds() {
					out = append(out, f(k))
				}
			}
		}
		return out
	}
}

func perInformerGroup(f func(*model.Group) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range informerGroups(s) {
			out = append(out, f(g))
		}
		return out
	}
}

func perInformerVersion(f func(*model.Version) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range s.Groups {
			for _, v := range g.InformerVersions() {
				out = append(out, f(v))
			}
		}
		return out
	}
}

func perInformerKind(f func(*model.Kind) instance) func(*model.Set) []instance {
	return func(s *model.Set) []instance {
		var out []instance
		for _, g := range s.Groups {
			for _, v := range g.InformerVersions() {
				for _, k := range v.InformerKinds() {
					out = append(out, f(k))
				}
			}
		}
		return out
	}
}
