package model_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
)

const inputs = "../testdata/input/"

func build(t *testing.T, opts model.Options, dirs ...string) *model.Set {
	t.Helper()
	for i, d := range dirs {
		dirs[i] = "./" + inputs + d
	}
	pkgs, err := load.Packages(load.Config{}, dirs)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	s, err := model.Build(pkgs, opts, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return s
}

// describe prints the names the model decided, one kind per line.
func describe(s *model.Set) string {
	var b strings.Builder
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			for _, k := range v.Kinds {
				fmt.Fprintf(&b, "%s %q %s %s %s: %s/%s %s %s ns=%v client=%v lister=%v informer=%v status=%v\n",
					g.PackageName, g.Name, g.GoName, v.Name, v.ImportAlias(),
					k.Name, k.Plural, k.Resource, k.LowerPlural(), k.Namespaced, k.Client, k.Lister, k.Informer, k.HasStatus)
			}
		}
	}
	return b.String()
}

func TestNamesBasic(t *testing.T) {
	s := build(t, model.Options{}, "basic/apis/example/v1")
	want := `example "example.com" Example v1 examplev1: Box/Boxes boxen boxes ns=true client=true lister=true informer=true status=false
example "example.com" Example v1 examplev1: Gadgetry/Gadgetries gadgetries gadgetries ns=false client=true lister=true informer=true status=false
example "example.com" Example v1 examplev1: Widget/Widgets widgets widgets ns=true client=true lister=true informer=true status=true
`
	if got := describe(s); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestNamesHyphenMixedCaseAndExceptions(t *testing.T) {
	s := build(t, model.Options{PluralExceptions: map[string]string{"Policy": "Policen", "Endpoints": "Endpoints"}},
		"multi/apis/example-group/v1", "multi/apis/example-group/v1alpha1", "multi/apis/otherGroup/v1beta1")
	want := `example-group "example-group.io" ExampleGroup v1 examplegroupv1: Endpoints/Endpoints endpoints endpoints ns=false client=true lister=true informer=true status=true
example-group "example-group.io" ExampleGroup v1 examplegroupv1: Thing/Things things things ns=true client=true lister=true informer=true status=true
example-group "example-group.io" ExampleGroup v1alpha1 examplegroupv1alpha1: Thing/Things things things ns=true client=true lister=true informer=true status=true
othergroup "otherGroup.example.io" OtherGroup v1beta1 othergroupv1beta1: Policy/Policen policen policen ns=true client=true lister=true informer=true status=true
`
	if got := describe(s); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := s.Groups[0].GoPackageName(); got != "examplegroup" {
		t.Errorf("GoPackageName = %q, want examplegroup", got)
	}
}

func TestNamesKubebuilderLayout(t *testing.T) {
	// The upstream-named tools: the group comes from groupversion_info.go;
	// the Go names from the directory, as upstream (which reads +groupName
	// and +groupGoName from doc.go only) does, with a warning saying so.
	s := build(t, model.Options{}, "kubebuilder/api/v1")
	want := `api "batch.tutorial.kubebuilder.io" Api v1 apiv1: CronJob/CronJobs cronjobs cronJobs ns=true client=true lister=true informer=true status=true
`
	if got := describe(s); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	const ignored = "groupversion_info.go:4: warning: github.com/kubegen/kubegen/generators/testdata/input/kubebuilder/api/v1: +groupGoName outside doc.go is not read by client-gen"
	if !strings.Contains(s.Warnings.Error(), ignored) {
		t.Errorf("warnings:\n%s\nwant %q", s.Warnings, ignored)
	}

	// kubegen reads the package comment of every file as doc.go: the Go
	// name is +groupGoName's, as upstream's client-gen names a group
	// tagged in doc.go.
	s = build(t, model.Options{PackageComments: true}, "kubebuilder/api/v1")
	want = `api "batch.tutorial.kubebuilder.io" Batch v1 batchv1: CronJob/CronJobs cronjobs cronJobs ns=true client=true lister=true informer=true status=true
`
	if got := describe(s); got != want {
		t.Errorf("kubegen: got\n%s\nwant\n%s", got, want)
	}
	if strings.Contains(s.Warnings.Error(), "doc.go") {
		t.Errorf("kubegen warns about doc.go:\n%s", s.Warnings)
	}
}

func kindNamed(t *testing.T, s *model.Set, name string) *model.Kind {
	t.Helper()
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			for _, k := range v.Kinds {
				if k.Name == name {
					return k
				}
			}
		}
	}
	t.Fatalf("kind %s not in model", name)
	return nil
}

func TestVerbsAndMethods(t *testing.T) {
	s := build(t, model.Options{}, "basic/apis/example/v1")
	box := kindNamed(t, s, "Box")
	if want := (model.VerbSet{Get: true, List: true, Watch: true}); box.Verbs != want {
		t.Errorf("Box verbs = %+v, want %+v", box.Verbs, want)
	}
	w := kindNamed(t, s, "Widget")
	all := model.VerbSet{Create: true, Update: true, UpdateStatus: true, Delete: true, DeleteCollection: true,
		Get: true, List: true, Watch: true, Patch: true}
	if w.Verbs != all {
		t.Errorf("Widget verbs = %+v, want %+v (no apply without an apply configuration package)", w.Verbs, all)
	}
	g := kindNamed(t, s, "Gadgetry")
	if g.Verbs.UpdateStatus || g.HasStatus {
		t.Errorf("Gadgetry has +genclient:noStatus but UpdateStatus=%v HasStatus=%v", g.Verbs.UpdateStatus, g.HasStatus)
	}
	if len(w.Methods) != 2 {
		t.Fatalf("Widget methods = %d, want 2", len(w.Methods))
	}
	scale := model.TypeRef{PkgPath: "k8s.io/api/autoscaling/v1", Name: "Scale"}
	m := w.Methods[0]
	if m.Name != "GetScale" || m.Verb != "get" || m.Subresource != "scale" || m.Result != scale || m.Input != w.TypeRef() {
		t.Errorf("GetScale = %+v", *m)
	}
	m = w.Methods[1]
	if m.Name != "UpdateScale" || m.Verb != "update" || m.Input != scale || m.Result != scale {
		t.Errorf("UpdateScale = %+v", *m)
	}

	s = build(t, model.Options{ApplyConfigPkg: "example.com/applyconfigurations"}, "basic/apis/example/v1")
	w = kindNamed(t, s, "Widget")
	if !w.Verbs.Apply || !w.Verbs.ApplyStatus {
		t.Errorf("with an apply configuration package Widget verbs = %+v, want Apply and ApplyStatus", w.Verbs)
	}
}

func TestPathsAndHeader(t *testing.T) {
	s := build(t, model.Options{
		ClientsetPkg: "example.com/gen/clientset/versioned", ClientsetDir: "out/clientset/versioned",
		ListersPkg: "example.com/gen/listers", ListersDir: "out/listers",
		InformersPkg: "example.com/gen/informers/externalversions", InformersDir: "out/informers/externalversions",
		Header: []byte("/* license */\n"),
	}, "multi/apis/example-group/v1")
	v := s.Groups[0].Versions[0]
	for got, want := range map[string]string{
		v.ClientPkgPath():             "example.com/gen/clientset/versioned/typed/example-group/v1",
		v.FakeClientDir():             "out/clientset/versioned/typed/example-group/v1/fake",
		v.ListerPkgPath():             "example.com/gen/listers/example-group/v1",
		v.InformerDir():               "out/informers/externalversions/example-group/v1",
		s.Groups[0].InformerPkgPath(): "example.com/gen/informers/externalversions/example-group",
		v.ClientInterfaceName():       "ExampleGroupV1Interface",
		v.ClientsetFieldName():        "exampleGroupV1",
		v.APIPath():                   "/apis",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	want := "/* license */\n\n// Code generated by lister-gen. DO NOT EDIT.\n\n"
	if got := string(s.Opts.FileHeader(model.GenLister)); got != want {
		t.Errorf("FileHeader = %q, want %q", got, want)
	}
}

// Packages matched only by a "..." pattern are skipped when they have no
// +genclient types, instead of being reported.
func TestPatternSkipsNonAPIPackages(t *testing.T) {
	pkgs, err := load.Packages(load.Config{}, []string{"./../testdata/input/basic/...", "./../diag/..."})
	if err != nil {
		t.Fatal(err)
	}
	s, err := model.Build(pkgs, model.Options{}, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	if len(s.Groups) != 1 || s.Groups[0].Name != "example.com" {
		t.Errorf("groups = %v, want only example.com", s.Groups)
	}
}

func TestCoreGroup(t *testing.T) {
	pkgs, err := load.Packages(load.Config{}, []string{"./../testdata/model/core/core/v1"})
	if err != nil {
		t.Fatal(err)
	}
	s, err := model.Build(pkgs, model.Options{ClientsetAPIPath: "/apis", PluralExceptions: map[string]string{"Endpoints": "Endpoints"}}, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatal(err)
	}
	g := s.Groups[0]
	v := g.Versions[0]
	k := v.Kinds[0]
	if !g.IsCore() || g.NonEmptyName() != "core" || g.GoName != "Core" || v.APIPath() != "/api" || v.ClientInterfaceName() != "CoreV1Interface" {
		t.Errorf("core group: core=%v name=%q goName=%q apiPath=%q iface=%q", g.IsCore(), g.NonEmptyName(), g.GoName, v.APIPath(), v.ClientInterfaceName())
	}
	if k.Plural != "Endpoints" || k.Resource != "endpoints" {
		t.Errorf("Endpoints plural/resource = %q/%q, want the exception", k.Plural, k.Resource)
	}

	// Upstream's binaries have no default exception: without one (nil or
	// empty, as kube_codegen.sh passes "") the name is Endpointses.
	for _, exc := range []map[string]string{nil, {}} {
		s, err = model.Build(pkgs, model.Options{ClientsetAPIPath: "/apis", PluralExceptions: exc}, load.NewSession(load.Config{}))
		if err != nil {
			t.Fatal(err)
		}
		if k := s.Groups[0].Versions[0].Kinds[0]; k.Plural != "Endpointses" || k.Resource != "endpointses" {
			t.Errorf("with exceptions %v: Endpoints plural/resource = %q/%q, want upstream's Endpointses/endpointses", exc, k.Plural, k.Resource)
		}
	}
}

// The model reads syntax only, so type-checked loading must not change it.
func TestTypeCheckedLoadGivesSameModel(t *testing.T) {
	dirs := []string{"./../testdata/input/basic/apis/example/v1", "./../testdata/input/multi/apis/example-group/v1"}
	var got [2]string
	for i, typeCheck := range []bool{false, true} {
		pkgs, err := load.Packages(load.Config{TypeCheck: typeCheck}, dirs)
		if err != nil {
			t.Fatal(err)
		}
		s, err := model.Build(pkgs, model.Options{}, load.NewSession(load.Config{}))
		if err != nil {
			t.Fatal(err)
		}
		got[i] = describe(s)
	}
	if got[0] != got[1] || got[0] == "" {
		t.Errorf("syntax-only model:\n%s\ntype-checked model:\n%s", got[0], got[1])
	}
}

// A kind may be a defined type of another package's struct (or a chain of
// them): the struct is read from that package, and the checks and the
// status detection apply to it.
func TestDefinedTypeOfOtherPackage(t *testing.T) {
	pkgs, err := load.Packages(load.Config{}, []string{"./../testdata/model/defined/served/v1beta1"})
	if err != nil {
		t.Fatal(err)
	}
	s, err := model.Build(pkgs, model.Options{}, load.NewSession(load.Config{}))
	if err != nil {
		t.Fatal(err)
	}
	want := `served "gateway.example.com" Served v1beta1 servedv1beta1: Gateway/Gateways gateways gateways ns=true client=true lister=true informer=true status=true
served "gateway.example.com" Served v1beta1 servedv1beta1: Route/Routes routes routes ns=false client=true lister=false informer=false status=true
`
	if got := describe(s); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
