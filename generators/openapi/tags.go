package openapi

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/tags"
)

// The tags openapi-gen reads, by their registry names (package tags).
const (
	tagOpenAPI      = tags.OpenAPIGen
	tagModelPackage = tags.OpenAPIModelPackage
	tagEnum         = tags.Enum
	extensionPrefix = "x-kubernetes-"
)

// Every value of a tag, in order, read as upstream's openapi-gen reads
// them (tags.ExactValues: values are everything after the first "=").
func hasTag(lines []string, key string) bool { return tags.ExactValues(lines, key) != nil }

func openAPIValues(lines []string) []string { return tags.ExactValues(lines, tagOpenAPI) }

func hasOpenAPIValue(lines []string, v string) bool { return slices.Contains(openAPIValues(lines), v) }

// singleTag is the one value of key; more than one is an error.
func singleTag(lines []string, key string) (string, error) {
	vs := tags.ExactValues(lines, key)
	if len(vs) > 1 {
		return "", fmt.Errorf("multiple values are not allowed for tag %s", key)
	}
	if len(vs) == 0 {
		return "", nil
	}
	return vs[0], nil
}

// modelPackage is the value of +k8s:openapi-model-package (the first, when
// repeated; a function-style tag with arguments is an error).
func modelPackage(lines []string) (string, error) {
	for _, line := range lines {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "+"+tagModelPackage) {
			continue
		}
		rest := line[len(tagModelPackage)+1:]
		switch {
		case rest == "":
			return "", nil
		case strings.HasPrefix(rest, "="):
			return rest[1:], nil
		case strings.HasPrefix(rest, "("):
			return "", fmt.Errorf("+%s takes no arguments; write +%s=<model package>", tagModelPackage, tagModelPackage)
		}
	}
	return "", nil
}

// jsonOf is the member's JSON view as openapi-gen reads its tag: the
// property name ("" for none), inlining, omitempty and ",string".
func jsonOf(m *member) gotype.JSON {
	return gotype.OpenAPIGen.Of(m.JSONField())
}

// --- extensions ---

type extAttrs struct {
	xName        string
	kind         kind
	allowed      []string
	enforceArray bool
}

// extensionTags map comment tags to the schema extensions they become.
var extensionTags = map[string]extAttrs{
	tags.PatchMergeKey: {xName: "x-kubernetes-patch-merge-key", kind: kSlice},
	tags.PatchStrategy: {xName: "x-kubernetes-patch-strategy", kind: kSlice, allowed: []string{"merge", "retainKeys"}},
	tags.ListMapKey:    {xName: "x-kubernetes-list-map-keys", kind: kSlice, enforceArray: true},
	tags.ListType:      {xName: "x-kubernetes-list-type", kind: kSlice, allowed: []string{"atomic", "map", "set"}},
	tags.MapType:       {xName: "x-kubernetes-map-type", kind: kMap, allowed: []string{"atomic", "granular"}},
	tags.StructType:    {xName: "x-kubernetes-map-type", kind: kStruct, allowed: []string{"atomic", "granular"}},
	tags.Validations:   {xName: "x-kubernetes-validations", kind: kSlice},
}

type extension struct {
	tag    string
	xName  string
	values []string
}

func (e extension) array() bool { return len(e.values) > 1 || extensionTags[e.tag].enforceArray }

// parseExtensions: +k8s:openapi-gen=x-kubernetes-<name>:<value> first, in
// order, then the known tags sorted by tag name.
func parseExtensions(lines []string) ([]extension, []error) {
	var out []extension
	var errs []error
	for _, v := range openAPIValues(lines) {
		if !strings.HasPrefix(v, extensionPrefix) {
			continue
		}
		name, value, ok := strings.Cut(v, ":")
		if !ok {
			errs = append(errs, fmt.Errorf("invalid extension value: %v", v))
			continue
		}
		out = append(out, extension{tag: tagOpenAPI, xName: name, values: []string{value}})
	}
	for _, k := range sortedKeys(extensionTags) {
		if vs := tags.ExactValues(lines, k); vs != nil {
			out = append(out, extension{tag: k, xName: extensionTags[k].xName, values: vs})
		}
	}
	return out, errs
}

// validateMemberExtensions checks values and the field's kind; upstream
// only logs these, so they are warnings here.
func validateMemberExtensions(exts []extension, m *member) []error {
	var errs []error
	for _, e := range exts {
		a, known := extensionTags[e.tag]
		if !known {
			continue
		}
		if len(a.allowed) > 0 {
			if len(e.values) == 0 {
				errs = append(errs, fmt.Errorf("%s needs a value, none given.", e.tag))
			} else {
				for _, v := range e.values {
					if !slices.Contains(a.allowed, v) {
						errs = append(errs, fmt.Errorf("%v not allowed for %s. Allowed values: %v", e.values, e.tag, a.allowed))
						break
					}
				}
			}
		}
		if m.Type.Kind != a.kind {
			errs = append(errs, fmt.Errorf("tag %s on type %v; only allowed on type %v", e.tag, m.Type.Kind, a.kind))
		}
	}
	return errs
}

// --- unions ---

type union struct {
	discriminator string
	fields        map[string]string // json name -> Go name
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// --- enums ---

type enumValue struct{ name, value, comment string }

type enumType struct{ values []*enumValue }

var whitespace = regexp.MustCompile(`\s+`)

func (e *enumType) valueStrings() []string {
	var out []string
	for _, v := range e.values {
		out = append(out, fmt.Sprintf("%q", v.value))
	}
	sort.Strings(out)
	return out
}

// descriptionLines are appended to a field's comment: a blank line, the
// header, then one line per value, sorted.
func (e *enumType) descriptionLines() []string {
	if len(e.values) == 0 {
		return nil
	}
	var lines []string
	for _, v := range e.values {
		c := strings.TrimSpace(v.comment)
		c = strings.TrimSpace(strings.TrimPrefix(c, v.name))
		c = whitespace.ReplaceAllString(c, " ")
		lines = append(lines, fmt.Sprintf(" - `%q` %s", v.value, c))
	}
	sort.Strings(lines)
	return append([]string{"", "Possible enum values:"}, lines...)
}

func (e *enumType) add(v *enumValue) {
	for i, have := range e.values {
		if have.value == v.value {
			// The longer comment wins; on a tie, the smaller one.
			if len(have.comment) < len(v.comment) || (len(have.comment) == len(v.comment) && have.comment > v.comment) {
				e.values[i] = v
			}
			return
		}
	}
	e.values = append(e.values, v)
}
