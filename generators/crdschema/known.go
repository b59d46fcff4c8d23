package crdschema

import (
	"go/types"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// quantityPattern is the pattern controller-gen writes for a
// resource.Quantity: a decimal number with an optional SI, binary-SI or
// exponent suffix.
const quantityPattern = `^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$`

// knownSchema is controller-gen's fixed schema of the apimachinery and
// apiextensions types that encode themselves (its known-type overrides),
// and whether tn is one. Other types of their packages (metav1.Condition,
// LabelSelector) are rendered from their source like any other.
func (r *renderer) knownSchema(tn *types.TypeName) (props, bool) {
	if tn.Pkg() == nil {
		return props{}, false
	}
	intOrString := []props{{Type: "integer"}, {Type: "string"}}
	preserve := true
	switch tn.Pkg().Path() + "." + tn.Name() {
	case "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta":
		if r.opts.GenerateEmbeddedObjectMeta {
			return embeddedObjectMeta(), true
		}
		return props{Type: "object"}, true
	case "k8s.io/apimachinery/pkg/apis/meta/v1.Time", "k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime":
		return props{Type: "string", Format: "date-time"}, true
	case "k8s.io/apimachinery/pkg/apis/meta/v1.Duration":
		return props{Type: "string"}, true
	case "k8s.io/apimachinery/pkg/apis/meta/v1.Fields":
		return props{Type: "object", AdditionalProperties: &apiextensionsv1.JSONSchemaPropsOrBool{Allows: true}}, true
	case "k8s.io/apimachinery/pkg/api/resource.Quantity":
		return props{XIntOrString: true, AnyOf: intOrString, Pattern: quantityPattern}, true
	case "k8s.io/apimachinery/pkg/util/intstr.IntOrString":
		return props{XIntOrString: true, AnyOf: intOrString}, true
	case "k8s.io/apimachinery/pkg/runtime.RawExtension":
		return props{Type: "object", XPreserveUnknownFields: &preserve}, true
	case "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured":
		return props{Type: "object"}, true
	case "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON",
		"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1.JSON":
		return props{XPreserveUnknownFields: &preserve}, true
	}
	return props{}, false
}

// known is knownSchema as a fresh schema of its own.
func (r *renderer) known(tn *types.TypeName) (*props, bool) {
	s, ok := r.knownSchema(tn)
	if !ok {
		return nil, false
	}
	return s.DeepCopy(), true
}

// embeddedObjectMeta is the ObjectMeta of crd:generateEmbeddedObjectMeta:
// the fields a template's metadata may set.
func embeddedObjectMeta() props {
	str := props{Type: "string"}
	strMap := props{Type: "object", AdditionalProperties: &apiextensionsv1.JSONSchemaPropsOrBool{Schema: &props{Type: "string"}}}
	return props{Type: "object", Properties: map[string]props{
		"name":        str,
		"namespace":   str,
		"annotations": strMap,
		"labels":      *strMap.DeepCopy(),
		"finalizers":  {Type: "array", Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: &props{Type: "string"}}},
	}}
}
