package openapi

import (
	"strings"
)

const (
	commonPkg = "k8s.io/kube-openapi/pkg/common"
	specPkg   = "k8s.io/kube-openapi/pkg/validation/spec"
	ptrPkg    = "k8s.io/utils/ptr"
)

// schemaFuncName is the name of a type's schema function: its last four
// package path elements and its name, joined by "_" ("." and "-" dropped
// and replaced).
func schemaFuncName(t *typ) string {
	if t.Pkg == "" {
		return "schema_" + t.Name
	}
	clean := strings.NewReplacer("-", "_", ".", "")
	dirs := strings.Split(t.Pkg, "/")
	for i, d := range dirs {
		dirs[i] = clean.Replace(d)
	}
	dirs = append(dirs, t.Name)
	n := min(5, len(dirs))
	return "schema_" + strings.Join(dirs[len(dirs)-n:], "_")
}

func isPrivate(name string) bool { return name == "" || strings.ToLower(name[:1]) == name[:1] }
