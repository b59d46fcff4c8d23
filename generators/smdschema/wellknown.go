package smdschema

import "sigs.k8s.io/structured-merge-diff/v6/schema"

// The two shared definitions every schema ends with, as kube-openapi's
// schemaconv appends them: any value owned whole, and any value whose maps
// are merged key by key.
const (
	untypedAtomic  = "__untyped_atomic_"
	untypedDeduced = "__untyped_deduced_"
)

func untypedAtom(mapElem string, mapRel schema.ElementRelationship) schema.Atom {
	atomic, elem := untypedAtomic, mapElem
	return schema.Atom{
		Scalar: scalar("untyped"),
		List:   &schema.List{ElementType: schema.TypeRef{NamedType: &atomic}, ElementRelationship: schema.Atomic},
		Map:    &schema.Map{ElementType: schema.TypeRef{NamedType: &elem}, ElementRelationship: mapRel},
	}
}

func atomicAtom() schema.Atom  { return untypedAtom(untypedAtomic, schema.Atomic) }
func deducedAtom() schema.Atom { return untypedAtom(untypedDeduced, schema.Separable) }

// anyObject is an OpenAPI "type: object" without properties: a map of
// any values.
func anyObject() schema.Atom {
	return schema.Atom{Map: &schema.Map{ElementType: schema.TypeRef{Inlined: deducedAtom()}}}
}

func scalar(s schema.Scalar) *schema.Scalar { return &s }

// wellKnown describes the apimachinery types whose JSON is not their Go
// fields: they marshal themselves and state their OpenAPI type in
// OpenAPISchemaType/OpenAPIDefinition methods, which we cannot run from
// export data. Their schema is what schemaconv makes of those OpenAPI
// definitions (client-go's applyconfigurations/internal shows the result),
// written down here once.
type wellKnown struct {
	atom schema.Atom
	// refAs, when set, is the name a field of this type refers to instead
	// of the type's own definition (schemaconv points RawExtension fields
	// at the untyped atomic definition).
	refAs string
}

var wellKnownTypes = map[string]wellKnown{
	"k8s.io/apimachinery/pkg/apis/meta/v1.Time":       {atom: schema.Atom{Scalar: scalar("untyped")}},
	"k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime":  {atom: schema.Atom{Scalar: scalar("untyped")}},
	"k8s.io/apimachinery/pkg/apis/meta/v1.Duration":   {atom: schema.Atom{Scalar: scalar(schema.String)}},
	"k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1":   {atom: anyObject()},
	"k8s.io/apimachinery/pkg/api/resource.Quantity":   {atom: schema.Atom{Scalar: scalar("untyped")}},
	"k8s.io/apimachinery/pkg/util/intstr.IntOrString": {atom: schema.Atom{Scalar: scalar("untyped")}},
	"k8s.io/apimachinery/pkg/runtime.RawExtension":    {atom: anyObject(), refAs: untypedAtomic},
	// Arbitrary JSON of CRD schemas: an OpenAPI definition without a type.
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON": {atom: deducedAtom()},
}
