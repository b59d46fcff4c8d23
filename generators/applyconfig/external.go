package applyconfig

import (
	"encoding/csv"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// clientGoMeta holds client-go's apply configurations of meta/v1.
const clientGoMeta = "k8s.io/client-go/applyconfigurations/meta/v1"

// DefaultExternal are the meta/v1 types whose apply configurations
// client-go has; upstream always starts from these, and a flag value
// adds to them.
func DefaultExternal() map[string]string {
	out := map[string]string{}
	for _, name := range []string{"Condition", "DeleteOptions", "LabelSelector", "LabelSelectorRequirement",
		"ManagedFieldsEntry", "ObjectMeta", "OwnerReference", "TypeMeta"} {
		out[metaV1+"."+name] = clientGoMeta
	}
	return out
}

// ExternalFlag is --external-applyconfigurations: comma-separated
// <type-package>.<TypeName>:<applyconfiguration-package> entries added to
// the map it holds (which starts as DefaultExternal). Naming a type twice
// is an error.
type ExternalFlag struct{ M map[string]string }

// NewExternalFlag returns the flag holding the defaults.
func NewExternalFlag() *ExternalFlag { return &ExternalFlag{M: DefaultExternal()} }

// Set adds the entries of one flag value.
func (f *ExternalFlag) Set(value string) error {
	if value == "" {
		return nil
	}
	entries, err := csv.NewReader(strings.NewReader(value)).Read()
	if err != nil {
		return err
	}
	for _, e := range entries {
		typ, pkg, ok := strings.Cut(e, ":")
		if !ok || strings.Contains(pkg, ":") {
			return fmt.Errorf("%q: write <package>.<TypeName>:<applyconfiguration-package>, e.g. k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1", e)
		}
		// The type name follows the last dot: import paths hold dots too.
		dot := strings.LastIndex(typ, ".")
		if dot <= 0 || dot == len(typ)-1 {
			return fmt.Errorf("%q: the type must be written <package>.<TypeName>, e.g. k8s.io/api/apps/v1.Deployment", typ)
		}
		if _, dup := f.M[typ]; dup {
			return fmt.Errorf("%s is given twice (the meta/v1 types are included already)", typ)
		}
		f.M[typ] = pkg
	}
	return nil
}

// String lists the entries, sorted.
func (f *ExternalFlag) String() string {
	if f == nil {
		return ""
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(f.M)) {
		out = append(out, k+":"+f.M[k])
	}
	return "[" + strings.Join(out, ",") + "]"
}

// Type is the pflag type name.
func (f *ExternalFlag) Type() string { return "string" }
