//go:build kubegen_cel

package crdschema

import (
	"go/token"

	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/environment"

	"github.com/kubegen/kubegen/generators/diag"
)

func init() { celCheck = checkCEL }

// checkCEL compiles the rules of every schema node as the API server does
// when a CRD is created: the node's structural schema as self (the root
// as a resource, with apiVersion, kind and metadata), the expressions
// environment of the default compatibility version, the per-call cost
// limit.
func checkCEL(root *apiextensionsv1.JSONSchemaProps, kind string, at func(rule string) token.Position) diag.List {
	var out diag.List
	var internal apiextensions.JSONSchemaProps
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(root, &internal, nil); err != nil {
		out.Add(token.Position{}, kind, "cannot check the CEL rules of its schema: %v", err)
		return out
	}
	ss, err := structuralschema.NewStructural(&internal)
	if err != nil {
		// Not structural: the API server rejects it for that first; the
		// rules cannot be typed.
		out.Warn(token.Position{}, kind, "its schema is not structural (%v), so its CEL rules are not checked", err)
		return out
	}
	envSet := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	var walk func(s *structuralschema.Structural, isRoot bool)
	walk = func(s *structuralschema.Structural, isRoot bool) {
		if s == nil {
			return
		}
		if len(s.XValidations) > 0 {
			results, err := cel.Compile(s, model.SchemaDeclType(s, isRoot), celconfig.PerCallLimit, envSet, cel.NewExpressionsEnvLoader())
			if err != nil {
				out.Add(token.Position{}, kind, "cannot compile its CEL rules: %v", err)
			}
			for i, r := range results {
				if r.Error != nil && i < len(s.XValidations) {
					rule := s.XValidations[i].Rule
					out.Add(at(rule), kind, "rule %q does not compile in the API server's CEL environment: %s; fix the expression (self is this value, oldSelf the previous one)", rule, r.Error.Detail)
				}
			}
		}
		for _, p := range s.Properties {
			walk(&p, false)
		}
		walk(s.Items, false)
		if s.AdditionalProperties != nil {
			walk(s.AdditionalProperties.Structural, false)
		}
	}
	walk(ss, true)
	return out
}
