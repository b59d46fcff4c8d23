package rbac

import (
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the rbac generator: role.yaml from the +kubebuilder:rbac markers
// of every input package. Controllers carry these markers and import most
// of a project, so the generator reads syntax only.
type Gen struct {
	// RoleName is the name of the ClusterRole and of each namespace's Role
	// (controller-gen's rbac:roleName, required there).
	RoleName string
	// FileName is the manifest's name; "" is role.yaml.
	FileName string
	// HeaderFile and Year: the header text written above the documents,
	// " YEAR" replaced by " "+Year.
	HeaderFile, Year string
	// Paths, when set, are the packages whose markers are read (kubegen's
	// --rbac-paths), parsed apart from the inputs; else the inputs are.
	Paths []string
	// Out is where role.yaml goes.
	Out manifest.Destination
}

// Name is the generator's registry name.
func (Gen) Name() string { return "rbac" }

// Needs is syntax only: the markers are comments.
func (Gen) Needs() pipeline.Needs { return pipeline.Syntax }

// registry defines the marker the generator reads.
var registry = func() *markers.Registry {
	r := markers.NewRegistry()
	r.MustDefine(markerName, markers.OnPackage, Rule{})
	return r
}()

const markerName = "kubebuilder:rbac"

// Generate reads every package's rbac markers (all problems at once, at
// file:line) and renders the roles; no marker writes no file, as upstream.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	found, err := manifest.PackageMarkers(markers.OrNew(in.Tags).For(registry), in.Packages, in.Load, g.Paths, "+"+markerName)
	if err != nil {
		return pipeline.Output{}, err
	}
	var rules []Rule
	for _, ms := range found {
		for _, m := range ms.All(markerName) {
			rules = append(rules, m.Value.(Rule))
		}
	}
	name := g.FileName
	if name == "" {
		name = "role.yaml"
	}
	files, err := g.Out.Write(name, g.HeaderFile, g.Year, Roles(rules, g.RoleName))
	return pipeline.Output{Files: files}, err
}
