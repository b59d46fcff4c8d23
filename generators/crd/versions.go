package crd

import (
	"go/types"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

// KindVersion is one kind's Go type in one API version, as controller-gen
// finds it: what a generator that only needs schemas (schemapatch) matches
// against CRDs it did not write.
type KindVersion struct {
	Group, Kind, Version string
	// Type is the kind's type in that version's package.
	Type *types.TypeName
}

// KindVersions lists every kind of the packages (loaded with types) in
// each version that declares it, in controller-gen's order of kinds; the
// list holds the warnings finding them gives (a kind without +groupName).
func KindVersions(pkgs []*load.Package) ([]KindVersion, diag.List) {
	var diags diag.List
	var out []KindVersion
	for _, gk := range findKinds(pkgs, &diags) {
		for _, kv := range gk.versions {
			out = append(out, KindVersion{Group: gk.group, Kind: gk.kind, Version: kv.ver.version, Type: kv.name})
		}
	}
	return out, diags
}
