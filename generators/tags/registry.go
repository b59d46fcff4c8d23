package tags

import "slices"

const (
	clientTools = ToolClientGen | ToolListerGen | ToolInformerGen
	// upstream is 0 Tools: known, read by another upstream generator.
	upstream Tool = 0
)

// All is every tag, in the order --help lists them: the generators' own
// tags, the schema markers, kubebuilder's object markers, then the tags
// only other upstream generators read.
var All = slices.Concat(generatorTags, schemaMarkers, kubebuilderMarkers, validationTags, upstreamTags)

// generatorTags switch the generators on and off and shape clients,
// listers, informers, deep copies and registration.
var generatorTags = []Tag{
	// Package tags.
	{Name: GroupName, Scope: Package, Value: "<api group, e.g. example.com>", Tools: clientTools | ToolRegisterGen | ToolApplyconfigurationGen,
		Help: "the package's API group (\"\" for the core group)"},
	{Name: GroupGoName, Scope: Package, Value: "<GoName>", Tools: clientTools | ToolApplyconfigurationGen, LintKnown: true,
		Help: "the Go name of the group in generated identifiers, when the group's first label makes a bad or clashing one"},
	{Name: ClientGenSwitch, Scope: Package, Value: "true|false", Tools: ToolClientGen, LintKnown: true, Help: "false: no typed client for this package"},
	{Name: ListerGenSwitch, Scope: Package, Value: "true|false", Tools: ToolListerGen, LintKnown: true, Help: "false: no listers for this package"},
	{Name: InformerGenSwitch, Scope: Package, Value: "true|false", Tools: ToolInformerGen, LintKnown: true, Help: "false: no informers for this package"},
	{Name: DeepcopyGen, Scope: Package | Type, Value: "package|true|false", Tools: ToolDeepcopyGen, LintKnown: true,
		Help: "package (doc.go): deep copies of every type; on a type, true or false overrides the package"},
	{Name: RegisterGenSwitch, Scope: Package, Value: "true|false", Tools: ToolRegisterGen, LintKnown: true,
		Help: "write zz_generated.register.go for this package (+groupName alone also does); false: don't"},
	{Name: DefaulterGen, Scope: Package | Type, Value: "<field name, e.g. TypeMeta>|true|false|covers", Tools: ToolDefaulterGen, LintKnown: true,
		Help: "package (doc.go): SetObjectDefaults_<Type> for every type with a field of this name (repeatable), false: none; type (in the comment block above its doc comment): true or false overrides the package; covers on a SetDefaults_<Type> function: it defaults the fields itself, nothing below it is walked"},
	{Name: DefaulterGenInput, Scope: Package, Value: "<import path>", Tools: ToolDefaulterGen, LintKnown: true,
		Help: "the package declaring the types to default, when the defaulters live in another package"},
	{Name: ApplyconfigurationGenSwitch, Scope: Package, Value: "false", Tools: ToolApplyconfigurationGen, LintKnown: true,
		Help: "false: no apply configurations for this package"},

	// Type tags.
	{Name: GenClient, Scope: Type, Tools: clientTools | ToolApplyconfigurationGen, LintKnown: true,
		Help: "generate a typed client, lister and informer for this type"},
	{Name: GenClientNonNamespaced, Scope: Type, Tools: clientTools | ToolApplyconfigurationGen, LintKnown: true, Help: "the resource is cluster-scoped"},
	{Name: GenClientNoVerbs, Scope: Type, Tools: clientTools, LintKnown: true, Help: "a client without the standard verbs (extension methods only)"},
	{Name: GenClientNoStatus, Scope: Type, Tools: ToolClientGen, LintKnown: true, Help: "no UpdateStatus/ApplyStatus although the type has a Status field"},
	{Name: GenClientReadonly, Scope: Type, Tools: clientTools, LintKnown: true, Help: "only get, list and watch"},
	{Name: GenClientOnlyVerbs, Scope: Type, Value: "<verb>,...", Tools: clientTools, LintKnown: true, Help: "only these standard verbs"},
	{Name: GenClientSkipVerbs, Scope: Type, Value: "<verb>,...", Tools: clientTools, LintKnown: true, Help: "all standard verbs but these"},
	{Name: GenClientMethod, Scope: Type, Value: "<Name>,verb=<verb>[,subresource=<sub>][,input=<pkg.Type>][,result=<pkg.Type>]", Tools: ToolClientGen, LintKnown: true,
		Help: "an extension method on the typed client"},
	{Name: ResourceName, Scope: Type, Value: "<lowercase plural>", Tools: clientTools, Help: "the resource name when it is not the type's plural"},
	{Name: DeepcopyInterfaces, Scope: Type, Value: "<pkg path>.<Interface>,...", Tools: ToolDeepcopyGen,
		Help: "also generate DeepCopy<Interface>() returning each interface, e.g. k8s.io/apimachinery/pkg/runtime.Object"},
	{Name: DeepcopyNonPointer, Scope: Type, Value: "true", Tools: ToolDeepcopyGen, Help: "put the DeepCopy<Interface> methods on the value, not the pointer"},
}

// schemaMarkers shape the structured-merge-diff schema the apply
// configurations embed (package smdschema reads them as openapi-gen does;
// see SchemaMarkers).
var schemaMarkers = []Tag{
	{Name: ListType, Scope: Type | Field, Value: "atomic|set|map", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "how server-side apply merges this list"},
	{Name: ListMapKey, Scope: Type | Field, Value: "<json field name>", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true,
		Help: "a key field of a +listType=map list (repeat for several)"},
	{Name: MapType, Scope: Type | Field, Value: "atomic|granular", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "how server-side apply merges this map"},
	{Name: StructType, Scope: Type | Field, Value: "atomic|granular", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "how server-side apply merges this struct"},
	{Name: Optional, Scope: Field, Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "the field may be omitted"},
	{Name: Required, Scope: Field, Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "the field must be set (a +listType=map key needs it, or +optional with +default)"},
	{Name: Default, Scope: Type | Field, Value: "<JSON value>|ref(<[pkg path.]Const>)", Tools: ToolApplyconfigurationGen | ToolDefaulterGen | ToolOpenAPIGen, Schema: true,
		Help: "the field's default: defaulter-gen sets an unset field to it (a named type's +default applies to its fields, slice items and map values); the field manager fills it in for a list-map key an item leaves out"},
	{Name: PatchStrategy, Scope: Type | Field, Value: "merge|retainKeys|merge,retainKeys", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true,
		Help: "without +listType, merge makes the list a map keyed by +patchMergeKey (a set without one)"},
	{Name: PatchMergeKey, Scope: Type | Field, Value: "<json field name>", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true,
		Help: "the key of a +patchStrategy=merge list"},
	{Name: Union, Scope: Type, Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "the struct's optional fields form a union"},
	{Name: UnionDiscriminator, Scope: Field, Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true, Help: "the field names which member of the union is set"},
	{Name: UnionDeprecated, Scope: Field, Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, Schema: true,
		Help: "a deprecated member of the union of the struct's +unionDiscriminator field"},
	{Name: K8sListType, Scope: Type | Field, Value: "atomic|set|map", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen | ToolValidationGen, Schema: true,
		Help: "declarative validation's +listType, read where +listType is absent"},
	{Name: K8sListMapKey, Scope: Type | Field, Value: "<json field name>", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen | ToolValidationGen, Schema: true,
		Help: "declarative validation's +listMapKey, read with +k8s:listType"},
	{Name: OpenAPIModelPackage, Scope: Package | Type, Value: "<model package>", Tools: ToolApplyconfigurationGen | ToolOpenAPIGen, LintKnown: true, Schema: true,
		Help: "openapi-gen's model package: the schema names the type <model package>.<Type>, as the scheme does"},
	{Name: Validations, Scope: Field, Value: "<value>", Tools: ToolOpenAPIGen,
		Help: "on a list field: the value, a string, goes into the field's x-kubernetes-validations extension (repeat for several), as upstream"},
	{Name: Enum, Scope: Type, Tools: ToolOpenAPIGen,
		Help: "a string type whose constants are its only values: fields of it get an enum schema and the values in their description"},
}

// kubebuilderMarkers are the markers of controller-gen's object generator
// that deepcopy reads; every other +kubebuilder: marker is known and
// ignored (see Families).
var kubebuilderMarkers = []Tag{
	{Name: KubebuilderObjectGenerate, Scope: Package | Type, Value: "true|false", Tools: ToolDeepcopyGen,
		Help: "controller-gen's switch: true on the package deep-copies every type; on a type, true or false overrides the package"},
	{Name: KubebuilderObjectRoot, Scope: Type, Value: "true", Tools: ToolDeepcopyGen,
		Help: "controller-gen's root object: the type also gets DeepCopyObject (runtime.Object)"},
	{Name: ConversionGen, Scope: Package | Type | Field, Value: "<internal package>|false", Tools: ToolConversionGen, LintKnown: true,
		Help: "package (doc.go): convert this package's types to and from the same-named types of the internal package (one line per package when there are several; false: register only the hand-written conversions); false on a type or field: leave it out"},
	{Name: ConversionGenExternalTypes, Scope: Package, Value: "<package>", Tools: ToolConversionGen, LintKnown: true,
		Help: "the package declaring the versioned types, when it is not this one (the conversions are still written here)"},
	{Name: ConversionGenExplicitFrom, Scope: Type, Value: "net/url.Values", Tools: ToolConversionGen,
		Help: "also generate a conversion from the named type (only net/url.Values)"},
	{Name: ConversionFn, Scope: Function, Value: "copy-only|drop", Tools: ToolConversionGen,
		Help: "on a hand-written Convert_ function: copy-only (an assignment would do; unsafe conversions stay allowed), drop (the field is not converted)"},
}

// validationTags are validation-gen's: its package switches, the type
// tags naming subresources, and every tag its validator registry (code-
// generator v0.37.2's cmd/validation-gen/validators) registers. Validators
// lists the last, which is what a type or field "has validations" by.
var validationTags = append([]Tag{
	{Name: ValidationGen, Scope: Package | Type, Value: "*|TypesWithField=<field>|TypesWithSuffix=<suffix>|true|false", Tools: ToolValidationGen, LintKnown: true,
		Help: "package (doc.go): Validate_<Type> functions for the types selected (repeatable), false: none; type: true or false overrides the package"},
	{Name: ValidationGenInput, Scope: Package, Value: "<import path>", Tools: ToolValidationGen, LintKnown: true,
		Help: "the package declaring the types to validate, when the validations live in another package"},
	{Name: ValidationGenNolint, Scope: Package, Tools: ToolValidationGen, LintKnown: true, Help: "skip validation-gen's lint of the package's root types"},
	{Name: ValidationGenScheme, Scope: Package, Value: "<pkg path>.<Type>|nil", Tools: ToolValidationGen, LintKnown: true,
		Help: "the scheme type RegisterValidations takes (runtime.Scheme by default); nil: no RegisterValidations"},
	{Name: ValidationGenTestFixture, Scope: Package, Value: "validateFalse", Tools: ToolValidationGen, LintKnown: true, Help: "also write a test fixture file"},
	{Name: ValidationGenTestTargets, Scope: Package, Tools: ToolValidationGen, LintKnown: true, Help: "also write declarative-validation coverage tests"},
	{Name: IsSubresource, Scope: Type, Value: "<subresource path>", Tools: ToolValidationGen, Help: "the type is the body of this subresource, e.g. /status"},
	{Name: SupportsSubresource, Scope: Type, Value: "<subresource path>", Tools: ToolValidationGen, Help: "the type's validation also serves this subresource (repeatable)"},
}, validatorTags()...)

// Validators are the names of validation-gen's validator tags (upstream's
// registry), without the "+": a type, field or constant carrying one has
// declarative validations.
var Validators = []string{
	"k8s:alpha", "k8s:beta", "k8s:customUnique", "k8s:customValidation", "k8s:dependentForbidden", "k8s:dependentRequired",
	"k8s:eachKey", "k8s:eachVal", "k8s:enum", "k8s:enumExclude", "k8s:forbidden", "k8s:format", "k8s:ifDisabled", "k8s:ifEnabled",
	"k8s:ifMode", "k8s:immutable", "k8s:item", K8sListMapKey, K8sListType, "k8s:maxBytes", "k8s:maxItems", "k8s:maxLength",
	"k8s:maxProperties", "k8s:maximum", "k8s:minItems", "k8s:minLength", "k8s:minProperties", "k8s:minimum", "k8s:modeDiscriminator",
	"k8s:monotonic", "k8s:neq", OpaqueType, "k8s:optional", "k8s:required", "k8s:subfield", "k8s:unionDiscriminator", "k8s:unionMember",
	"k8s:unique", "k8s:update", "k8s:validateError", "k8s:validateFalse", "k8s:validateTrue", "k8s:validateTrueAlpha",
	"k8s:validateTrueBeta", "k8s:zeroOrOneOfMember",
}

// validatorTags registers Validators (but the two schema markers, listed
// with them) as validation-gen's type and field tags.
func validatorTags() []Tag {
	var out []Tag
	for _, name := range Validators {
		if name == K8sListType || name == K8sListMapKey {
			continue
		}
		out = append(out, Tag{Name: name, Scope: Type | Field, Tools: ToolValidationGen,
			Help: "a declarative validation of upstream's validator registry (docs/validation-gen.md lists those kubegen generates; any other is an error at the tag)"})
	}
	return out
}

// upstreamTags are generator tags other upstream generators read;
// upstream's known-tags-only lint accepts them.
var upstreamTags = []Tag{
	{Name: "k8s:prerelease-lifecycle-gen", Scope: Package, Value: "true", Tools: upstream, LintKnown: true, Help: "prerelease-lifecycle-gen"},
	{Name: OpenAPIGen, Scope: Package | Type | Field, Value: "true|false|x-kubernetes-<name>:<value>", Tools: ToolOpenAPIGen, LintKnown: true,
		Help: "true (doc.go or a type): OpenAPI definitions for the package's or the type's schema; false excludes a type or field; x-kubernetes-<name>:<value> adds that extension"},
	{Name: "k8s:protobuf-gen", Scope: Package | Type, Value: "package|false", Tools: upstream, LintKnown: true, Help: "go-to-protobuf"},
}
