package applyconfig

// The data the templates print. Every name, type string and choice is
// made in Go (build.go); the templates only lay them out.

// typeFile is one <type>.go: the apply configuration of one Go type.
type typeFile struct {
	Package string
	// Type is the Go type's name ("Foo"); AC its configuration's ("FooApplyConfiguration").
	Type, AC string
	// QualifiedType is the Go type as this file writes it ("examplev1.Foo").
	QualifiedType string
	// Doc are the Go type's own doc comment lines, tags left out.
	Doc    []string
	Fields []fieldDecl
	// Exactly one constructor shape: a namespaced or cluster-scoped kind
	// (name arguments), a type embedding TypeMeta, or a plain type.
	Namespaced, ClusterScoped, WithTypeMeta bool
	// Kind and APIVersion are what the constructors set.
	Kind, APIVersion string
	// IsApplyConfiguration: kinds and TypeMeta embedders implement
	// runtime.ApplyConfiguration.
	IsApplyConfiguration bool
	Methods              []method
	Getters              []getter
	// Extract is set for a kind when the schema has its type.
	Extract *extract
}

// fieldDecl is one field of the configuration struct.
type fieldDecl struct {
	Doc []string
	// Decl is "Name Type" or, embedded, just the type.
	Decl, Tag string
}

// method is either an ensure helper (Ensure set) or a With builder.
type method struct {
	Ensure bool
	// Name is the method name (WithSpec, ensureObjectMetaApplyConfigurationExists).
	Name string
	// Field is the field name the doc comment mentions.
	Field string
	// Path is the field as assigned ("b.Spec", "b.ObjectMetaApplyConfiguration.Name").
	Path string
	// New is, for ensure helpers, the value assigned when nil.
	New string
	// Ensures are the ensure helpers a builder calls first.
	Ensures []string
	// ArgType is the parameter type (the element type for slices).
	ArgType string
	// One shape of builder: SetValue (b.X = value), SetPointer (b.X =
	// &value), Append (slices; AppendDeref for pointer arguments, and
	// PointerSlice when the field is a pointer to a slice), PutEntries (maps).
	SetValue, SetPointer, Append, AppendDeref, PointerSlice, PutEntries bool
	// MapType is the map's type, for make().
	MapType string
}

// getter is GetName, GetNamespace, GetKind or GetAPIVersion.
type getter struct {
	Name, Field, Path, ResultType string
	Ensures                       []string
}

// extract describes the Extract functions of a kind.
type extract struct {
	// Param is the object parameter's name ("foo").
	Param string
	// SchemaType is the kind's name in the structured-merge-diff schema.
	SchemaType  string
	ExtractInto string
	Parser      string
	Namespaced  bool
	// Name and Namespace select the object's metadata fields from Param
	// ("Name", or "ObjectMeta.Name" where the promoted field is ambiguous).
	Name, Namespace string
	// Subresources are the ExtractFoo<Name> functions besides ExtractFoo.
	Subresources []subresource
}

type subresource struct {
	// Name is the function suffix ("Status"); Path the subresource ("status").
	Name, Path string
}

// utilsFile is utils.go: ForKind and NewTypeConverter.
type utilsFile struct {
	Package               string
	Groups                []utilsGroup
	GroupVersionKind      string
	Scheme, TypeConverter string
	// NewSchemeTypeConverter and Parser build the converter from the
	// schema; NewDeducedTypeConverter, when set instead, deduces it.
	NewSchemeTypeConverter, Parser string
	NewDeducedTypeConverter        string
}

type utilsGroup struct {
	Group, Version string
	// Cases are the kinds of this group version, sorted.
	Cases []forKindCase
}

type forKindCase struct {
	// GroupVersionKind is the kind's group version kind as an expression:
	// upstream's <pkg>.SchemeGroupVersion.WithKind("K") where the package
	// declares that variable, else written out (kubebuilder's packages
	// declare GroupVersion instead).
	GroupVersionKind, AC string
}

// internalFile is internal/internal.go: the schema and its parser.
type internalFile struct {
	Parser, NewParser, YAMLObject, Once string
	Sprintf                             string
	// SchemaYAML is the schema text, a raw string literal's contents.
	SchemaYAML string
}
