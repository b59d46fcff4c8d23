package conversion

import "github.com/kubegen/kubegen/generators/tags"

// The tags conversion-gen reads (upstream v0.37.2's names and values).
const (
	// tagGen on doc.go names the internal (peer) packages, or is false:
	// only the package's hand-written conversions are registered. On a
	// type or a field, false opts it out.
	tagGen = tags.ConversionGen
	// tagExternalTypes on doc.go names the package the versioned types
	// are declared in, when that is not the package itself.
	tagExternalTypes = tags.ConversionGenExternalTypes
	// tagFn on a hand-written conversion function: copy-only (it does
	// what an assignment does, so it does not stop an unsafe conversion)
	// or drop (the field is not converted at all).
	tagFn = tags.ConversionFn
	// tagExplicitFrom on a type: also convert from the named type
	// (net/url.Values only).
	tagExplicitFrom = tags.ConversionGenExplicitFrom
	valueFalse      = "false"
	valueCopyOnly   = "copy-only"
	valueDrop       = "drop"
)
