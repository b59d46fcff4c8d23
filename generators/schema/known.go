package schema

// knownTypes are the apimachinery types whose JSON is not their Go fields:
// they marshal themselves and state their OpenAPI type in methods that
// cannot run from export data. Their shape is written down here once;
// renderings that need more than the shape (structured-merge-diff's
// untyped scalars, a CRD's x-kubernetes-int-or-string) look them up by
// Definition.Known.
var knownTypes = map[string]Node{
	"k8s.io/apimachinery/pkg/apis/meta/v1.Time":       {Kind: Scalar, Scalar: String, Format: "date-time"},
	"k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime":  {Kind: Scalar, Scalar: String, Format: "date-time"},
	"k8s.io/apimachinery/pkg/apis/meta/v1.Duration":   {Kind: Scalar, Scalar: String},
	"k8s.io/apimachinery/pkg/apis/meta/v1.FieldsV1":   {Kind: Object, Object: &ObjectType{Open: true}},
	"k8s.io/apimachinery/pkg/api/resource.Quantity":   {Kind: Scalar, Scalar: IntOrString},
	"k8s.io/apimachinery/pkg/util/intstr.IntOrString": {Kind: Scalar, Scalar: IntOrString},
	"k8s.io/apimachinery/pkg/runtime.RawExtension":    {Kind: Object, Object: &ObjectType{Open: true}},
	// Arbitrary JSON of CRD schemas.
	"k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON": {Kind: Any},
}
