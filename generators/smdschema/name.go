package smdschema

import "strings"

// TypeName is the schema name of the Go type name declared in package
// pkgPath. It must be the name runtime.Scheme.ToOpenAPIDefinitionName gives
// a registered kind without an OpenAPIModelName method, because the field
// manager looks types up by that name: the import path's host is written
// backwards and every slash becomes a dot
// ("example.com/api/v1", "Foo" -> "com.example.api.v1.Foo").
func TypeName(pkgPath, name string) string {
	parts := strings.Split(pkgPath, "/")
	if host := parts[0]; strings.Contains(host, ".") {
		labels := strings.Split(host, ".")
		for i, j := 0, len(labels)-1; i < j; i, j = i+1, j-1 {
			labels[i], labels[j] = labels[j], labels[i]
		}
		parts[0] = strings.Join(labels, ".")
	}
	return strings.Join(parts, ".") + "." + name
}
