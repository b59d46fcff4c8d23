package crdkinds

import (
	"errors"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
)

// The markers of a CRD (as opposed to its schema's, which crdschema
// reads), defined as controller-tools v0.23.0 defines them (argument
// names, legacy spellings such as specpath and JSONPath, which arguments
// are optional), and read through
// generators/markers, the one reader of controller-tools' marker grammar
// and of which comment a marker describes.

// The CRD markers' names.
const (
	Status      = "kubebuilder:subresource:status"
	Scale       = "kubebuilder:subresource:scale"
	PrintColumn = "kubebuilder:printcolumn"
	Resource    = "kubebuilder:resource"
	Storage     = "kubebuilder:storageversion"
	SkipVersion = "kubebuilder:skipversion"
	Unserved    = "kubebuilder:unservedversion"
	Deprecated  = "kubebuilder:deprecatedversion"
	Metadata    = "kubebuilder:metadata"
	Selectable  = "kubebuilder:selectablefield"

	GroupName   = "groupName"
	VersionName = "versionName"
	SkipPackage = "kubebuilder:skip"
)

// Flag is the value of a marker that takes no arguments.
type Flag struct{}

// ScaleArgs is +kubebuilder:subresource:scale.
type ScaleArgs struct {
	SpecPath     string  `marker:"specpath"`
	StatusPath   string  `marker:"statuspath"`
	SelectorPath *string `marker:"selectorpath"`
}

// PrintColumnArgs is +kubebuilder:printcolumn.
type PrintColumnArgs struct {
	Name        string
	Type        string
	JSONPath    string `marker:"JSONPath"`
	Description string `marker:",optional"`
	Format      string `marker:",optional"`
	Priority    int32  `marker:",optional"`
}

// ResourceArgs is +kubebuilder:resource.
type ResourceArgs struct {
	Path       string   `marker:",optional"`
	ShortName  []string `marker:",optional"`
	Categories []string `marker:",optional"`
	Singular   string   `marker:",optional"`
	Scope      string   `marker:",optional"`
}

// DeprecatedArgs is +kubebuilder:deprecatedversion.
type DeprecatedArgs struct {
	Warning *string `marker:",optional"`
}

// MetadataArgs is +kubebuilder:metadata.
type MetadataArgs struct {
	Annotations []string `marker:",optional"`
	Labels      []string `marker:",optional"`
}

// SelectableArgs is +kubebuilder:selectablefield.
type SelectableArgs struct {
	JSONPath string `marker:"JSONPath"`
}

// Registry holds the CRD markers, the package ones included; Find
// collects them on the kinds it finds.
var Registry = func() *markers.Registry {
	r := markers.NewRegistry()
	for name, out := range map[string]any{
		Status: Flag{}, Scale: ScaleArgs{}, PrintColumn: PrintColumnArgs{}, Resource: ResourceArgs{},
		Storage: Flag{}, SkipVersion: Flag{}, Unserved: Flag{}, Deprecated: DeprecatedArgs{},
		Metadata: MetadataArgs{}, Selectable: SelectableArgs{},
	} {
		r.MustDefine(name, markers.OnType, out)
	}
	// +groupName may be written without a value (controller-tools
	// defines it optional), giving the empty group.
	g := r.MustDefine(GroupName, markers.OnPackage, "")
	a := g.Args[""]
	a.Optional = true
	g.Args[""] = a
	r.MustDefine(VersionName, markers.OnPackage, "")
	r.MustDefine(SkipPackage, markers.OnPackage, Flag{})
	return r
}()

// Collect collects the CRD markers of a package; a marker that
// does not parse is an error in diags at its position, with its fix.
func Collect(c *markers.Collector, p *load.Package, diags *diag.List) *markers.Package {
	mp, err := c.Of(p)
	for _, e := range markers.Errors(err) {
		var me *markers.Error
		if errors.As(e, &me) {
			diags.Add(me.Pos, "", "%s", me.Message())
		} else {
			diags.Add(firstPos(p), p.PkgPath, "%v", e)
		}
	}
	warnMisspelt(mp, diags)
	return mp
}

// warnMisspelt warns at a type marker that no definition takes but that
// is a few edits from a CRD marker (+kubebuilder:subresources:status):
// controller-gen ignores it silently, so the CRD would lack what it asks
// for. Markers far from every CRD marker are another tool's, and left be.
func warnMisspelt(mp *markers.Package, diags *diag.List) {
	if mp == nil {
		return
	}
	for _, u := range mp.Unknown {
		if u.Target&markers.OnType == 0 {
			continue
		}
		e := Registry.Unknown(u.Text, markers.OnType, u.Pos)
		if e == nil || !strings.HasPrefix(e.Fix, "did you mean") {
			continue
		}
		diags.Warn(u.Pos, "", "%s is no marker controller-gen knows, so it does nothing (controller-gen ignores it without a word); %s", strings.TrimSpace(u.Text), e.Fix)
	}
}
