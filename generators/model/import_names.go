package model

// The names generated files would like to give the packages they import.
// These are preferences, part of naming like every other name here: the
// file's qualifier (package gofile) takes the preferred name when it is
// free and numbers it when another package of the file has it. Which file
// imports what is no business of the model's.

import (
	"path"
	"regexp"
	"strings"
)

// kubegenRuntime is the import path of kubegen's informer runtime; its
// packages are imported as "kg" and their name, apart from apimachinery's
// runtime package.
const kubegenRuntime = "github.com/kubegen/kubegen/runtime"

// version matches a Kubernetes API version path element ("v1", "v2beta1").
var version = regexp.MustCompile(`^v[0-9]+((alpha|beta)[0-9]+)?$`)

// ImportName is the name upstream's generated files give the package at
// importPath unless the file has a reason of its own (see Kind.ImportName
// and the names of the versions' and groups' packages):
//
//   - a version is named with its parent ("metav1");
//   - a fake is named after what it fakes ("fakediscovery");
//   - kubegen's runtime packages are "kg" and their name ("kgruntime");
//   - apimachinery's util/runtime is "utilruntime" (its runtime is "runtime");
//   - anything else is its last element ("cache", "json").
func ImportName(importPath string) string {
	dir, leaf := path.Split(importPath)
	parent := path.Base(dir)
	switch {
	case importPath == kubegenRuntime || strings.HasPrefix(importPath, kubegenRuntime+"/"):
		return "kg" + identLower(leaf)
	case importPath == "k8s.io/apimachinery/pkg/util/runtime":
		return "utilruntime"
	case dir != "" && version.MatchString(leaf):
		return identLower(parent + leaf)
	case dir != "" && leaf == "fake":
		return "fake" + identLower(parent)
	}
	return identLower(leaf)
}

// ImportName is the name the kind's typed client files give the package
// at importPath: the version's own API and apply configuration packages
// have the version's names (Version.ImportAlias, ApplyConfigImportAlias);
// the packages of +genclient:method types have upstream's path alias, the
// last two path elements ("k8s.io/api/autoscaling/v1" → "autoscalingv1");
// the standard library and metav1 have their usual names.
func (k *Kind) ImportName(importPath string) string {
	switch importPath {
	case k.Version.PkgPath:
		return k.Version.ImportAlias()
	case k.Version.ApplyConfigPkgPath():
		return k.Version.ApplyConfigImportAlias()
	case metav1:
		return ImportName(importPath)
	}
	if !strings.Contains(strings.Split(importPath, "/")[0], ".") {
		return ImportName(importPath)
	}
	return pathAlias(importPath)
}

// pathAlias is upstream's package alias: the last two path elements, lower
// case, letters and digits only ("k8s.io/api/autoscaling/v1" → "autoscalingv1").
func pathAlias(pkgPath string) string {
	dir, leaf := path.Split(pkgPath)
	return identLower(path.Base(dir) + leaf)
}

// ImportName is the name the generated files of the run give the package
// at importPath: the clientset is "clientset" and the apply configurations
// "applyconfigurations", whatever their last elements; anything else as
// the package-level ImportName.
func (o Options) ImportName(importPath string) string {
	switch importPath {
	case o.ClientsetPkg:
		return "clientset"
	case o.ApplyConfigPkg:
		return "applyconfigurations"
	}
	return ImportName(importPath)
}

// SchemePkgPath is the clientset's scheme package.
func (o Options) SchemePkgPath() string { return path.Join(o.ClientsetPkg, "scheme") }

// InternalInterfacesPkgPath is the informer factory's internalinterfaces
// package.
func (o Options) InternalInterfacesPkgPath() string {
	return path.Join(o.InformersPkg, "internalinterfaces")
}

// ListerImportName is the name a typed informer gives its version's lister
// package, as upstream: "listers" (the version's alias names the API
// package there).
func (v *Version) ListerImportName() string { return "listers" }

// TypedImportName is the name the fake typed client files give the
// version's typed client package, as upstream: "typed".
func (v *Version) TypedImportName() string { return "typed" }
