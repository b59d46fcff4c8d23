package validation

import "testing"

// testdata/item uses +k8s:item on list-maps (one key or several, of every
// kind, beside unique and eachVal, under beta); testdata/want/item.txt is
// upstream's output for it (hack/validation-goldens.sh item).
func TestItemIsUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/item", "testdata/want/item.txt")
}

// Each misuse of +k8s:item in testdata/errors/item is an error at its
// line (the field's when the list's keys decide), with upstream's reason.
func TestItemErrorsAtTheirLines(t *testing.T) {
	wantErrorsIn(t, "./testdata/errors/item", []string{
		"types.go:7: tag: Widget.Strings: +k8s:item: can only be used on lists of structs",
		"types.go:10: tag: Widget.Scalar: +k8s:item: can only be used on list types",
		"types.go:15: tag: Widget.NoCriteria: +k8s:item: no selection criteria was specified",
		"types.go:20: tag: Widget.Positional: +k8s:item: all arguments must be named",
		`types.go:25: tag: Widget.Duplicate: +k8s:item: duplicate argument: "name"`,
		"types.go:29: tag: Widget.NoListMap: found items with no list metadata - item tags require listType=map or unique=map with listMapKey",
		"types.go:35: tag: Widget.TooFew: number of arguments (1) does not match number of listMapKey fields (2)",
		"types.go:41: tag: Widget.Missing: missing required listMapKey fields: [kind]",
		"types.go:46: tag: Widget.Mismatch: type mismatch, field is string but value is not: 5",
		"types.go:50: tag: Widget.NoTag: +k8s:item: requires a validation tag as its value payload",
		`types.go:55: tag: Widget.FieldOnly: +k8s:item: tag "k8s:customValidation" cannot be specified on list values`,
		`types.go:60: tag: Widget.BadInt: +k8s:item: invalid value for argument "name": invalid integer`,
	})
}
