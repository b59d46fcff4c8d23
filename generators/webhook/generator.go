package webhook

import (
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the webhook generator: manifests.yaml from the
// +kubebuilder:webhook and +kubebuilder:webhookconfiguration markers of
// every input package, read from syntax only.
type Gen struct {
	// HeaderFile and Year: the header text written above the documents,
	// " YEAR" replaced by " "+Year.
	HeaderFile, Year string
	// Paths, when set, are the packages whose markers are read (kubegen's
	// --webhook-paths), parsed apart from the inputs; else the inputs are.
	Paths []string
	// Out is where manifests.yaml goes.
	Out manifest.Destination
}

// Name is the generator's registry name.
func (Gen) Name() string { return "webhook" }

// Needs is syntax only: the markers are comments.
func (Gen) Needs() pipeline.Needs { return pipeline.Syntax }

const (
	webhookMarker = "kubebuilder:webhook"
	configMarker  = "kubebuilder:webhookconfiguration"
)

// registry defines the markers the generator reads.
var registry = func() *markers.Registry {
	r := markers.NewRegistry()
	r.MustDefine(webhookMarker, markers.OnPackage, Config{})
	r.MustDefine(configMarker, markers.OnPackage, Configuration{})
	return r
}()

// Generate reads the markers of every package (every unreadable one at
// once, at file:line), builds the configurations and renders them; no
// webhook marker writes no file, as upstream.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	found, err := manifest.PackageMarkers(markers.OrNew(in.Tags).For(registry), in.Packages, in.Load, g.Paths, "+"+webhookMarker)
	if err != nil {
		return pipeline.Output{}, err
	}
	var pkgs []Package
	for _, ms := range found {
		var pkg Package
		for _, m := range ms.All(webhookMarker) {
			pkg.Webhooks = append(pkg.Webhooks, Marked[Config]{Value: m.Value.(Config), Pos: m.Pos.String()})
		}
		for _, m := range ms.All(configMarker) {
			pkg.Configurations = append(pkg.Configurations, Marked[Configuration]{Value: m.Value.(Configuration), Pos: m.Pos.String()})
		}
		pkgs = append(pkgs, pkg)
	}
	objs, err := Objects(pkgs)
	if err != nil {
		return pipeline.Output{}, err
	}
	files, err := g.Out.Write("manifests.yaml", g.HeaderFile, g.Year, objs)
	return pipeline.Output{Files: files}, err
}
