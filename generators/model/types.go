// Package model turns loaded API packages into the groups, versions and kinds
// the generators emit. It is the one place that decides names and validates
// tags; templates only print what it holds.
package model

import (
	"go/token"

	"github.com/kubegen/kubegen/generators/diag"
)

// Set is everything one invocation generates: groups sorted by PackageName,
// versions by Name, kinds by Name, so that output is deterministic.
type Set struct {
	Groups []*Group
	Opts   Options
	// Dropped are the versions of a "..." pattern that no +genclient line
	// selects (kube_codegen.sh's rule): they generate nothing, but what an
	// earlier run generated for them is this run's to remove, or it would
	// refer to kinds and clients that are gone.
	Dropped []*Version
	// Warnings are doubtful inputs that upstream tolerates: printed with
	// file:line, they never stop the run.
	Warnings diag.List
}

// Options are the output settings, mostly straight from upstream's flags.
// The *Dir/*Pkg pairs are resolved by the caller (see generators.Config):
// templates never join paths themselves.
type Options struct {
	// OutputDir and OutputPkg are the --output-dir/--output-pkg of the tool
	// that was run (for cmd/kubegen: the common base).
	OutputDir, OutputPkg string

	// Header is the boilerplate from --go-header-file with YEAR replaced,
	// without the "Code generated" line (see FileHeader).
	Header []byte

	// ClientsetName is the leaf of the clientset package ("versioned").
	ClientsetName string
	// ClientsetDir and ClientsetPkg locate clientset/<name> (directory and
	// import path). ClientsetPkg is also what informers import
	// (--versioned-clientset-package).
	ClientsetDir, ClientsetPkg string
	// ClientsetAPIPath is --clientset-api-path ("/apis").
	ClientsetAPIPath string
	// ListersDir and ListersPkg locate the listers root.
	ListersDir, ListersPkg string
	// InformersDir and InformersPkg locate the informer factory package
	// (…/externalversions unless SingleDirectory).
	InformersDir, InformersPkg string
	// ApplyConfigPkg is --apply-configuration-package; empty means no Apply
	// methods (upstream behaviour).
	ApplyConfigPkg string

	FakeClientset   bool
	ClientsetOnly   bool
	SingleDirectory bool
	PrefersProtobuf bool

	// PluralExceptions maps a kind name to its plural ("Endpoints": "Endpoints").
	// Nil means none, like upstream's default.
	PluralExceptions map[string]string
	// LintRules are the enabled --lint-rules (lint.Rules names them).
	LintRules []string
	// ApplyConfigOnly is set when apply configurations are all a run writes
	// (applyconfiguration-gen alone). Upstream's tool then needs no list
	// type and silently skips a +genclient type without ObjectMeta, so
	// neither is an error here: the first is not checked, the second is a
	// warning and the type is no kind.
	ApplyConfigOnly bool
	// Decoders says that the run generates reflection-free JSON decoders
	// of the informer kinds (the decoder generator) and the informers use
	// them (Kind.DecoderFuncName).
	Decoders bool
	// IncludedTypesOverrides maps "group/version" (as written in --input) to
	// the type names that get clients regardless of +genclient.
	IncludedTypesOverrides map[string][]string
	// PackageComments reads every package tag from the package comment of
	// any file as from doc.go (kubegen's own command: a kubebuilder
	// project has no doc.go). Unset, as in the upstream-named tools,
	// +groupGoName is read from doc.go only and a +groupName elsewhere
	// sets the API group but not the Go names, as upstream's.
	PackageComments bool
}

// Group is one API group: all input versions whose package directory has
// the same name.
type Group struct {
	// Name is the full API group ("example.com"; "" for the legacy core group).
	Name string
	// GoName is the identifier prefix ("Example"), from +groupGoName or the
	// first DNS label of Name, with hyphens and dots camel-cased away.
	GoName string
	// PackageName is the lowercase directory name used in output paths
	// (typed/<PackageName>/<version>, listers/<PackageName>/…), taken from
	// the input package path like upstream does.
	PackageName string
	Versions    []*Version

	set *Set
}

// Version is one input package: a group version.
type Version struct {
	Group *Group
	// Name is the API version ("v1alpha1").
	Name string
	// GoName is the capitalised version ("V1alpha1").
	GoName string
	// PkgPath is the input package's import path; PkgName its package clause.
	PkgPath, PkgName string
	Kinds            []*Kind
	// Pos is where the package clause of the first file is.
	Pos token.Position
}

// Kind is one generated type of a version.
type Kind struct {
	Version *Version
	// Name is the Go type name ("Foo").
	Name string
	// Plural is the public plural ("Foos"), honouring plural exceptions.
	Plural string
	// Resource is the REST resource ("foos"), honouring +resourceName.
	Resource   string
	Namespaced bool
	// NoVerbs is +genclient:noVerbs: the typed client has no methods.
	NoVerbs bool
	// Verbs are the effective verbs of the typed client: tag selection,
	// UpdateStatus/ApplyStatus only when HasStatus, Apply/ApplyStatus only
	// with an apply configuration package.
	Verbs VerbSet
	// HasStatus: the type has a Status field and no +genclient:noStatus.
	HasStatus bool
	// Methods are the +genclient:method extensions, in source order.
	Methods []*ExtMethod
	// Client, Lister, Informer say which generators emit this kind.
	Client, Lister, Informer bool
	// ClientExpansionWritten and ListerExpansionWritten: a hand-written
	// <kind>_expansion.go in the typed client's (lister's) output directory
	// declares the expansion interfaces, so they are not generated.
	ClientExpansionWritten, ListerExpansionWritten bool
	// Pos is the type's declaration.
	Pos token.Position
}

// VerbSet holds the standard verbs a typed client offers.
type VerbSet struct {
	Create, Update, UpdateStatus, Delete, DeleteCollection bool
	Get, List, Watch, Patch, Apply, ApplyStatus            bool
}

// ExtMethod is one +genclient:method=Name,verb=…,subresource=…,input=…,result=….
type ExtMethod struct {
	// Name is the method name ("GetScale").
	Name string
	// Verb is the standard verb whose shape the method has ("get").
	Verb string
	// Subresource is the subresource path ("scale"), or "".
	Subresource string
	// Input and Result are the request and response types; both default to
	// the kind itself.
	Input, Result TypeRef
	// InputApply is, for verb=apply, the apply configuration the method
	// takes: <Input>ApplyConfiguration in --apply-configuration-package
	// below the input's group/version, as upstream derives it.
	InputApply TypeRef
	Pos        token.Position
}

// TypeRef names a Go type by import path and name.
type TypeRef struct {
	PkgPath, Name string
}
