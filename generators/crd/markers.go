package crd

import (
	"errors"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
)

// The markers the crd generator acts on, defined as controller-tools
// v0.23.0 defines them (argument names, legacy spellings such as specpath
// and JSONPath, which arguments are optional), and read through
// generators/markers, the one reader of controller-tools' marker grammar
// and of which comment a marker describes.

const (
	mStatus      = "kubebuilder:subresource:status"
	mScale       = "kubebuilder:subresource:scale"
	mPrintColumn = "kubebuilder:printcolumn"
	mResource    = "kubebuilder:resource"
	mStorage     = "kubebuilder:storageversion"
	mSkip        = "kubebuilder:skipversion"
	mUnserved    = "kubebuilder:unservedversion"
	mDeprecated  = "kubebuilder:deprecatedversion"
	mMetadata    = "kubebuilder:metadata"
	mSelectable  = "kubebuilder:selectablefield"

	mGroupName   = "groupName"
	mVersionName = "versionName"
	mSkipPackage = "kubebuilder:skip"
)

// Flags are markers that take no arguments.
type flag struct{}

// scale is +kubebuilder:subresource:scale.
type scale struct {
	SpecPath     string  `marker:"specpath"`
	StatusPath   string  `marker:"statuspath"`
	SelectorPath *string `marker:"selectorpath"`
}

// printColumn is +kubebuilder:printcolumn.
type printColumn struct {
	Name        string
	Type        string
	JSONPath    string `marker:"JSONPath"`
	Description string `marker:",optional"`
	Format      string `marker:",optional"`
	Priority    int32  `marker:",optional"`
}

// resource is +kubebuilder:resource.
type resource struct {
	Path       string   `marker:",optional"`
	ShortName  []string `marker:",optional"`
	Categories []string `marker:",optional"`
	Singular   string   `marker:",optional"`
	Scope      string   `marker:",optional"`
}

// deprecated is +kubebuilder:deprecatedversion.
type deprecated struct {
	Warning *string `marker:",optional"`
}

// metadata is +kubebuilder:metadata.
type metadata struct {
	Annotations []string `marker:",optional"`
	Labels      []string `marker:",optional"`
}

// selectable is +kubebuilder:selectablefield.
type selectable struct {
	JSONPath string `marker:"JSONPath"`
}

// registry holds the crd generator's markers; collector reads them.
var registry = func() *markers.Registry {
	r := markers.NewRegistry()
	for name, out := range map[string]any{
		mStatus: flag{}, mScale: scale{}, mPrintColumn: printColumn{}, mResource: resource{},
		mStorage: flag{}, mSkip: flag{}, mUnserved: flag{}, mDeprecated: deprecated{},
		mMetadata: metadata{}, mSelectable: selectable{},
	} {
		r.MustDefine(name, markers.OnType, out)
	}
	// +groupName may be written without a value (controller-tools
	// defines it optional), giving the empty group.
	g := r.MustDefine(mGroupName, markers.OnPackage, "")
	a := g.Args[""]
	a.Optional = true
	g.Args[""] = a
	r.MustDefine(mVersionName, markers.OnPackage, "")
	r.MustDefine(mSkipPackage, markers.OnPackage, flag{})
	return r
}()

// packageMarkers collects the CRD markers of a package; a marker that
// does not parse is an error in diags at its position, with its fix.
func packageMarkers(c *markers.Collector, p *load.Package, diags *diag.List) *markers.Package {
	mp, err := c.Of(p)
	for _, e := range unjoin(err) {
		var me *markers.Error
		if errors.As(e, &me) {
			msg := me.Msg
			if me.Fix != "" {
				msg += "; " + me.Fix
			}
			diags.Add(me.Pos, "", "%s", msg)
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
		e := registry.Unknown(u.Text, markers.OnType, u.Pos)
		if e == nil || !strings.HasPrefix(e.Fix, "did you mean") {
			continue
		}
		diags.Warn(u.Pos, "", "%s is no marker controller-gen knows, so it does nothing (controller-gen ignores it without a word); %s", strings.TrimSpace(u.Text), e.Fix)
	}
}

// unjoin lists the errors errors.Join put together.
func unjoin(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}
