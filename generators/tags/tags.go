// Package tags is the one registry of the comment tags ("// +name=value")
// the generators read or know about: each with where it may be written,
// the syntax of its value, the tools that read it and a line of help. The
// model parses tags by these names, the lint rules take their list of
// known generator tags from here, every tool's --help ends with the tags it
// reads, and a misspelled tag is matched to the nearest entry.
//
// Names are written as gengo extracts them: without the "+" and up to the
// first "=" ("genclient:onlyVerbs", "k8s:deepcopy-gen").
package tags

import (
	"fmt"
	"io"
	"strings"
	"sync"
)

// Scope is where a tag may be written; a tag may have several.
type Scope uint8

const (
	// Package: the package comment (doc.go; for +groupName also the
	// package doc comment of another file, kubebuilder's layout).
	Package Scope = 1 << iota
	// Type: the comment above a type declaration, or the block one blank
	// line above that.
	Type
	// Field: the comment above a struct field.
	Field
)

func (s Scope) String() string {
	var parts []string
	for _, p := range []struct {
		s    Scope
		name string
	}{{Package, "package"}, {Type, "type"}, {Field, "field"}} {
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
)

// toolNames are the command names, which also select a tool for Help.
var toolNames = []struct {
	t    Tool
	name string
}{
	{ToolClientGen, "client-gen"}, {ToolListerGen, "lister-gen"}, {ToolInformerGen, "informer-gen"},
	{ToolDeepcopyGen, "deepcopy-gen"}, {ToolRegisterGen, "register-gen"}, {ToolApplyconfigurationGen, "applyconfiguration-gen"},
}

// ToolNamed returns the tool of a command name; kubegen reads what all of
// them read.
func ToolNamed(name string) (Tool, bool) {
	if name == "kubegen" {
		var all Tool
		for _, tn := range toolNames {
			all |= tn.t
		}
		return all, true
	}
	for _, tn := range toolNames {
		if tn.name == name {
			return tn.t, true
		}
	}
	return 0, false
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
	Help      string
}

// Usage is the tag as written, with its value syntax.
func (t Tag) Usage() string {
	if t.Value == "" {
		return "+" + t.Name
	}
	return "+" + t.Name + "=" + t.Value
}

// Names of the tags the model and the lint rules refer to.
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
	DefaulterGen                = "k8s:defaulter-gen"
	DefaulterGenInput           = "k8s:defaulter-gen-input"
	ValidationGen               = "k8s:validation-gen"
	ValidationGenInput          = "k8s:validation-gen-input"
	ApplyconfigurationGenSwitch = "k8s:applyconfiguration-gen"
	ListType                    = "listType"
	ListMapKey                  = "listMapKey"
	MapType                     = "mapType"
	StructType                  = "structType"
	Optional                    = "optional"
)

const (
	clientTools = ToolClientGen | ToolListerGen | ToolInformerGen
	// upstream is 0 Tools: known, read by another upstream generator.
	upstream Tool = 0
)

// All is every tag, in the order --help lists them.
var All = []Tag{
	// Package tags.
	{GroupName, Package, "<api group, e.g. example.com>", clientTools | ToolRegisterGen | ToolApplyconfigurationGen, false,
		"the package's API group (\"\" for the core group)"},
	{GroupGoName, Package, "<GoName>", clientTools | ToolApplyconfigurationGen, true,
		"the Go name of the group in generated identifiers, when the group's first label makes a bad or clashing one"},
	{ClientGenSwitch, Package, "true|false", ToolClientGen, true, "false: no typed client for this package"},
	{ListerGenSwitch, Package, "true|false", ToolListerGen, true, "false: no listers for this package"},
	{InformerGenSwitch, Package, "true|false", ToolInformerGen, true, "false: no informers for this package"},
	{DeepcopyGen, Package | Type, "package|true|false", ToolDeepcopyGen, true,
		"package (doc.go): deep copies of every type; on a type, true or false overrides the package"},
	{RegisterGenSwitch, Package, "true|false", ToolRegisterGen, true,
		"write zz_generated.register.go for this package (+groupName alone also does); false: don't"},

	// Type tags.
	{GenClient, Type, "", clientTools | ToolApplyconfigurationGen, true, "generate a typed client, lister and informer for this type"},
	{GenClientNonNamespaced, Type, "", clientTools | ToolApplyconfigurationGen, true, "the resource is cluster-scoped"},
	{GenClientNoVerbs, Type, "", clientTools, true, "a client without the standard verbs (extension methods only)"},
	{GenClientNoStatus, Type, "", ToolClientGen, true, "no UpdateStatus/ApplyStatus although the type has a Status field"},
	{GenClientReadonly, Type, "", clientTools, true, "only get, list and watch"},
	{GenClientOnlyVerbs, Type, "<verb>,...", clientTools, true, "only these standard verbs"},
	{GenClientSkipVerbs, Type, "<verb>,...", clientTools, true, "all standard verbs but these"},
	{GenClientMethod, Type, "<Name>,verb=<verb>[,subresource=<sub>][,input=<pkg.Type>][,result=<pkg.Type>]", ToolClientGen, true,
		"an extension method on the typed client"},
	{ResourceName, Type, "<lowercase plural>", clientTools, false, "the resource name when it is not the type's plural"},
	{DeepcopyInterfaces, Type, "<pkg path>.<Interface>,...", ToolDeepcopyGen, false,
		"also generate DeepCopy<Interface>() returning each interface, e.g. k8s.io/apimachinery/pkg/runtime.Object"},
	{DeepcopyNonPointer, Type, "true", ToolDeepcopyGen, false, "put the DeepCopy<Interface> methods on the value, not the pointer"},

	// Markers of the structured-merge-diff schema (read by the apply
	// configurations; type or field).
	{ListType, Type | Field, "atomic|set|map", ToolApplyconfigurationGen, false, "how server-side apply merges this list"},
	{ListMapKey, Type | Field, "<json field name>", ToolApplyconfigurationGen, false, "a key field of a +listType=map list (repeat for several)"},
	{MapType, Type | Field, "atomic|granular", ToolApplyconfigurationGen, false, "how server-side apply merges this map"},
	{StructType, Type | Field, "atomic|granular", ToolApplyconfigurationGen, false, "how server-side apply merges this struct"},
	{Optional, Field, "", ToolApplyconfigurationGen, false, "the field may be omitted"},

	// Generator tags other upstream generators read; upstream's
	// known-tags-only lint accepts them.
	{ConversionGen, Package | Type, "<peer package>|false", upstream, true, "conversion-gen"},
	{"k8s:conversion-gen-external-types", Package, "<package>", upstream, true, "conversion-gen"},
	{DefaulterGen, Package | Type, "TypeMeta|true|false", upstream, true, "defaulter-gen"},
	{DefaulterGenInput, Package, "<package>", upstream, true, "defaulter-gen"},
	{ValidationGen, Package, "TypeMeta|false", upstream, true, "validation-gen"},
	{ValidationGenInput, Package, "<package>", upstream, true, "validation-gen"},
	{"k8s:validation-gen-nolint", Package, "", upstream, true, "validation-gen"},
	{"k8s:validation-gen-scheme-registry", Package, "<registry>", upstream, true, "validation-gen"},
	{"k8s:validation-gen-test-fixture", Package, "<fixture>", upstream, true, "validation-gen"},
	{"k8s:validation-gen-test-targets", Package, "<targets>", upstream, true, "validation-gen"},
	{"k8s:prerelease-lifecycle-gen", Package, "true", upstream, true, "prerelease-lifecycle-gen"},
	{"k8s:openapi-gen", Package | Type, "true|false", upstream, true, "openapi-gen"},
	{"k8s:openapi-model-package", Package, "<package>", upstream, true, "openapi-gen"},
	{"k8s:protobuf-gen", Package | Type, "package|false", upstream, true, "go-to-protobuf"},
	{ApplyconfigurationGenSwitch, Package | Type, "false", upstream, true, "applyconfiguration-gen"},
}

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

// Suggest returns the registered tag a name not in the registry was
// probably meant to be: the same name in other letter case, or one within
// two edits (case ignored). A name shorter than five letters is matched by
// case only, since any short word is two edits from some tag.
func Suggest(name string) (Tag, bool) {
	if _, known := byName[name]; known {
		return Tag{}, false
	}
	// Input packages repeat the same foreign tags (+k8s:openapi-gen,
	// +kubebuilder:…) on many types; each name is compared once.
	if s, ok := suggestions.Load(name); ok {
		s := s.(suggestion)
		return s.tag, s.ok
	}
	t, ok := suggest(name)
	suggestions.Store(name, suggestion{t, ok})
	return t, ok
}

type suggestion struct {
	tag Tag
	ok  bool
}

var suggestions sync.Map // name -> suggestion

func suggest(name string) (Tag, bool) {
	lower := strings.ToLower(name)
	best, bestD := -1, 3
	for i, t := range All {
		tl := strings.ToLower(t.Name)
		if tl == lower {
			return t, true
		}
		if len(name) < 5 {
			continue
		}
		if d := EditDistance(lower, tl); d < bestD {
			best, bestD = i, d
		}
	}
	if best < 0 {
		return Tag{}, false
	}
	return All[best], true
}

// Closest returns the word of known nearest to s (case ignored), if it is
// within two edits: the did-you-mean of a misspelled value or option.
func Closest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if strings.EqualFold(s, k) {
			return k
		}
		if d := EditDistance(strings.ToLower(s), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// EditDistance is the Levenshtein distance of a and b (bytes).
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Help writes the tags a tool reads, with where each goes, for its --help.
func Help(w io.Writer, tool Tool) {
	fmt.Fprintf(w, "\nComment tags read (// +name=value; package: in doc.go, type: above the type, field: above the field):\n")
	for _, t := range All {
		if t.Tools&tool != 0 {
			fmt.Fprintf(w, "  %s  (%s)\n        %s\n", t.Usage(), t.Scope, t.Help)
		}
	}
}
