// Package tags is the one registry of the comment tags ("// +name=value")
// the generators read or know about: each with where it may be written,
// the syntax of its value, the tools that read it and a line of help
// (registry.go), and the families of names upstream treats alike
// (families.go), and how a comment line is read (lines.go: CommentLines,
// Split as gengo splits, Values), and a +k8s: tag's arguments (args.go,
// tagline.go: ReadArgs, ReadTag, as gengo's codetags reads them for
// validation-gen). Every reader takes its names from here:
// the model and the schema builder split lines with Split and compare
// names with these constants (the schema builder's set is SchemaMarkers),
// deepcopy, register and applyconfig read their switches with Values; the
// lint rules take their list of known generator tags from here, every
// tool's --help ends with the tags it reads, and a misspelled tag is
// matched to the nearest entry.
//
// Names are written as gengo extracts them: without the "+" and up to the
// first "=" ("genclient:onlyVerbs", "k8s:deepcopy-gen").
package tags

import "strings"

// Scope is where a tag may be written; a tag may have several.
type Scope uint8

const (
	// Package: the package comment: every comment of doc.go, and for
	// kubegen also the package comment of any other file (kubebuilder's
	// groupversion_info.go; see PackageLines).
	Package Scope = 1 << iota
	// Type: the comment above a type declaration, or the block one blank
	// line above that.
	Type
	// Field: the comment above a struct field.
	Field
	// Function: the comment above a function declaration (conversion-gen's
	// hand-written conversion functions).
	Function
)

func (s Scope) String() string {
	var parts []string
	for _, p := range []struct {
		s    Scope
		name string
	}{{Package, "package"}, {Type, "type"}, {Field, "field"}, {Function, "function"}} {
		if s&p.s != 0 {
			parts = append(parts, p.name)
		}
	}
	return strings.Join(parts, ", ")
}

// Tool is a generator that reads tags; a tag may be read by several.
type Tool uint16

const (
	ToolClientGen Tool = 1 << iota
	ToolListerGen
	ToolInformerGen
	ToolDeepcopyGen
	ToolRegisterGen
	ToolApplyconfigurationGen
	ToolConversionGen
	ToolDefaulterGen
	ToolOpenAPIGen
	ToolValidationGen
)

// toolNames are the command names, which also select a tool for Help.
var toolNames = []struct {
	t    Tool
	name string
}{
	{ToolClientGen, "client-gen"}, {ToolListerGen, "lister-gen"}, {ToolInformerGen, "informer-gen"},
	{ToolDeepcopyGen, "deepcopy-gen"}, {ToolRegisterGen, "register-gen"}, {ToolApplyconfigurationGen, "applyconfiguration-gen"},
	{ToolConversionGen, "conversion-gen"},
	{ToolDefaulterGen, "defaulter-gen"},
	{ToolOpenAPIGen, "openapi-gen"},
	{ToolValidationGen, "validation-gen"},
}

// ToolNamed returns the tool of a command name; kubegen reads what all of
// them read.
func ToolNamed(name string) (Tool, bool) {
	if name == "kubegen" {
		return allTools(), true
	}
	for _, tn := range toolNames {
		if tn.name == name {
			return tn.t, true
		}
	}
	return 0, false
}

// allTools is kubegen's: every tool's tags.
func allTools() Tool {
	var all Tool
	for _, tn := range toolNames {
		all |= tn.t
	}
	return all
}

func (t Tool) String() string {
	var parts []string
	for _, tn := range toolNames {
		if t&tn.t != 0 {
			parts = append(parts, tn.name)
		}
	}
	return strings.Join(parts, ", ")
}

// Tag is one registry entry.
type Tag struct {
	// Name is the tag without "+" and value.
	Name  string
	Scope Scope
	// Value is the value syntax: "" for a tag written without a value,
	// otherwise what follows "=".
	Value string
	// Tools are the generators that read the tag; 0 for a tag only known
	// (another upstream generator reads it).
	Tools Tool
	// LintKnown: upstream's --lint-rules known-tags-only accepts the tag
	// (its list of generator tags).
	LintKnown bool
	// Schema: a marker of the structured-merge-diff schema, read on
	// types and fields by package smdschema (see SchemaMarkers).
	Schema bool
	Help   string
}

// Usage is the tag as written, with its value syntax.
func (t Tag) Usage() string {
	if t.Value == "" {
		return "+" + t.Name
	}
	return "+" + t.Name + "=" + t.Value
}

// Names of the tags the readers refer to.
const (
	GenClient                   = "genclient"
	GenClientNonNamespaced      = "genclient:nonNamespaced"
	GenClientNoVerbs            = "genclient:noVerbs"
	GenClientNoStatus           = "genclient:noStatus"
	GenClientReadonly           = "genclient:readonly"
	GenClientOnlyVerbs          = "genclient:onlyVerbs"
	GenClientSkipVerbs          = "genclient:skipVerbs"
	GenClientMethod             = "genclient:method"
	ResourceName                = "resourceName"
	GroupName                   = "groupName"
	GroupGoName                 = "groupGoName"
	ClientGenSwitch             = "k8s:client-gen"
	ListerGenSwitch             = "k8s:lister-gen"
	InformerGenSwitch           = "k8s:informer-gen"
	DeepcopyGen                 = "k8s:deepcopy-gen"
	DeepcopyInterfaces          = "k8s:deepcopy-gen:interfaces"
	DeepcopyNonPointer          = "k8s:deepcopy-gen:nonpointer-interfaces"
	RegisterGenSwitch           = "k8s:register-gen"
	ConversionGen               = "k8s:conversion-gen"
	ConversionGenExternalTypes  = "k8s:conversion-gen-external-types"
	ConversionGenExplicitFrom   = "k8s:conversion-gen:explicit-from"
	ConversionFn                = "k8s:conversion-fn"
	DefaulterGen                = "k8s:defaulter-gen"
	DefaulterGenInput           = "k8s:defaulter-gen-input"
	ValidationGen               = "k8s:validation-gen"
	ValidationGenInput          = "k8s:validation-gen-input"
	ValidationGenNolint         = "k8s:validation-gen-nolint"
	ValidationGenScheme         = "k8s:validation-gen-scheme-registry"
	ValidationGenTestFixture    = "k8s:validation-gen-test-fixture"
	ValidationGenTestTargets    = "k8s:validation-gen-test-targets"
	IsSubresource               = "k8s:isSubresource"
	SupportsSubresource         = "k8s:supportsSubresource"
	OpaqueType                  = "k8s:opaqueType"
	ApplyconfigurationGenSwitch = "k8s:applyconfiguration-gen"
	ListType                    = "listType"
	ListMapKey                  = "listMapKey"
	MapType                     = "mapType"
	StructType                  = "structType"
	Optional                    = "optional"
	Required                    = "required"
	Default                     = "default"
	PatchStrategy               = "patchStrategy"
	PatchMergeKey               = "patchMergeKey"
	Union                       = "union"
	UnionDiscriminator          = "unionDiscriminator"
	UnionDeprecated             = "unionDeprecated"
	K8sListType                 = "k8s:listType"
	K8sListMapKey               = "k8s:listMapKey"
	OpenAPIModelPackage         = "k8s:openapi-model-package"
	OpenAPIGen                  = "k8s:openapi-gen"
	Enum                        = "enum"
	Validations                 = "validations"
	KubebuilderObjectGenerate   = "kubebuilder:object:generate"
	KubebuilderObjectRoot       = "kubebuilder:object:root"
)

// ValidationMarkers prefixes kube-openapi's schema validation markers
// (+k8s:validation:<key>=<JSON>), which openapi-gen reads by this prefix:
// its keys are kube-openapi's, not listed here.
const ValidationMarkers = "k8s:validation:"

var byName = func() map[string]*Tag {
	m := make(map[string]*Tag, len(All))
	for i := range All {
		if _, dup := m[All[i].Name]; dup {
			panic("tags: " + All[i].Name + " is registered twice")
		}
		m[All[i].Name] = &All[i]
	}
	return m
}()

// Lookup returns the entry of a tag name.
func Lookup(name string) (Tag, bool) {
	t, ok := byName[name]
	if !ok {
		return Tag{}, false
	}
	return *t, true
}

// SchemaMarkers are the names of the structured-merge-diff schema markers.
func SchemaMarkers() []string {
	var out []string
	for _, t := range All {
		if t.Schema {
			out = append(out, t.Name)
		}
	}
	return out
}

// LintKnownNames are the tag names upstream's known-tags-only lint accepts.
func LintKnownNames() []string {
	var out []string
	for _, t := range All {
		if t.LintKnown {
			out = append(out, t.Name)
		}
	}
	return out
}

// Options returns the suffixes of the tags named prefix+":"+suffix, e.g.
// the +genclient options.
func Options(prefix string) []string {
	var out []string
	for _, t := range All {
		if opt, ok := strings.CutPrefix(t.Name, prefix+":"); ok {
			out = append(out, opt)
		}
	}
	return out
}
