package crd

import (
	"github.com/kubegen/kubegen/generators/markers"
)

// generatorArgs are the arguments of controller-gen's crd generator on its
// command line (crd:maxDescLen=0,generateEmbeddedObjectMeta=true), named
// and typed as controller-tools v0.23.0's crd.Generator fields.
type generatorArgs struct {
	IgnoreUnexportedFields     *bool
	AllowDangerousTypes        *bool
	MaxDescLen                 *int
	CRDVersions                []string `marker:"crdVersions,optional"`
	GenerateEmbeddedObjectMeta *bool
	HeaderFile                 string `marker:",optional"`
	Year                       string `marker:",optional"`
	// The deprecated spelling stays: projects still pass it.
	DeprecatedV1beta1CompatibilityPreserveUnknownFields *bool
	OmitToolVersion                                     *bool
}

// optionsDefinition parses a crd command-line argument with the marker
// grammar controller-gen parses its arguments with.
var optionsDefinition = markers.NewRegistry().MustDefine("crd", markers.OnPackage, generatorArgs{})

// ParseOptions reads controller-gen's crd argument ("crd" or
// "crd:maxDescLen=0,crdVersions=v1,…") into Options; a bad argument is an
// error naming its column and what to write.
func ParseOptions(arg string) (Options, error) {
	v, err := optionsDefinition.Parse(arg)
	if err != nil {
		return Options{}, err
	}
	a := v.(generatorArgs)
	o := Options{
		CRDVersions: a.CRDVersions, HeaderFile: a.HeaderFile, Year: a.Year,
		PreserveUnknownFields: a.DeprecatedV1beta1CompatibilityPreserveUnknownFields,
		OmitToolVersion:       a.OmitToolVersion != nil && *a.OmitToolVersion,
	}
	o.Schema.MaxDescLen = a.MaxDescLen
	o.Schema.IgnoreUnexportedFields = a.IgnoreUnexportedFields != nil && *a.IgnoreUnexportedFields
	o.Schema.AllowDangerousTypes = a.AllowDangerousTypes != nil && *a.AllowDangerousTypes
	o.Schema.GenerateEmbeddedObjectMeta = a.GenerateEmbeddedObjectMeta != nil && *a.GenerateEmbeddedObjectMeta
	return o, nil
}
