package webhook

import (
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the webhook generator: manifests.yaml from the
// +kubebuilder:webhook and +kubebuilder:webhookconfiguration markers of
// every input package, read from syntax only.
type Gen struct {
	// HeaderFile and Year: the header text written above the documents,
	// " YEAR" replaced by " "+Year.
	HeaderFile, Year string
	// Out is where manifests.yaml goes.
	Out manifest.Destination
}

// Name is the generator's registry name.
func (Gen) Name() string { return "webhook" }

// Needs is syntax only: the markers are comments.
func (Gen) Needs() pipeline.Needs { return pipeline.Syntax }

const (
	webhookMarker = "+kubebuilder:webhook"
	configMarker  = "+kubebuilder:webhookconfiguration"
)

// Generate reads the markers of every package (every unreadable one at
// once, at file:line), builds the configurations and renders them; no
// webhook marker writes no file, as upstream.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	var pkgs []Package
	var diags diag.List
	for _, p := range in.Packages {
		var pkg Package
		hooks, err := manifest.PackageMarkers(p, webhookMarker)
		if err != nil {
			return pipeline.Output{}, err
		}
		for _, m := range hooks {
			var c Config
			if err := manifest.ParseArgs(m.Args, &c); err != nil {
				diags = append(diags, diag.Diagnostic{Pos: m.Pos, Subject: webhookMarker, Msg: err.Error()})
				continue
			}
			pkg.Webhooks = append(pkg.Webhooks, Marked[Config]{Value: c, Pos: m.Pos.String()})
		}
		configs, err := manifest.PackageMarkers(p, configMarker)
		if err != nil {
			return pipeline.Output{}, err
		}
		for _, m := range configs {
			var c Configuration
			if err := manifest.ParseArgs(m.Args, &c); err != nil {
				diags = append(diags, diag.Diagnostic{Pos: m.Pos, Subject: configMarker, Msg: err.Error()})
				continue
			}
			pkg.Configurations = append(pkg.Configurations, Marked[Configuration]{Value: c, Pos: m.Pos.String()})
		}
		pkgs = append(pkgs, pkg)
	}
	if err := diags.Err(); err != nil {
		return pipeline.Output{}, err
	}
	objs, err := Objects(pkgs)
	if err != nil {
		return pipeline.Output{}, err
	}
	if len(objs) == 0 {
		return pipeline.Output{}, nil
	}
	header, err := manifest.Header(g.HeaderFile, g.Year)
	if err != nil {
		return pipeline.Output{}, err
	}
	content, err := manifest.Render(header, objs, manifest.DropCreationTimestamp)
	if err != nil {
		return pipeline.Output{}, err
	}
	return pipeline.Output{Files: g.Out.Files("manifests.yaml", content)}, nil
}
