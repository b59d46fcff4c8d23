package widget

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/rest"
)

var (
	// SchemeBuilder registers Widget and WidgetList.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme adds this group's types to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Widget{}, &WidgetList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}

// Scheme holds Widget, WidgetList and the meta/v1 types that watch and
// error responses need.
var Scheme = runtime.NewScheme()

// Codecs serialises with Scheme.
var Codecs = serializer.NewCodecFactory(Scheme)

func init() {
	// A failure here is a programming error in this package, found by any test.
	if err := AddToScheme(Scheme); err != nil {
		panic(err)
	}
}

// NewRESTClient returns a REST client for test.kubegen.io/v1 that decodes
// into Widget and WidgetList. cfg is copied, not changed.
func NewRESTClient(cfg *rest.Config) (*rest.RESTClient, error) {
	c := rest.CopyConfig(cfg)
	c.GroupVersion = &SchemeGroupVersion
	c.APIPath = "/apis"
	c.NegotiatedSerializer = Codecs.WithoutConversion()
	c.ContentType = runtime.ContentTypeJSON
	if c.UserAgent == "" {
		c.UserAgent = rest.DefaultKubernetesUserAgent()
	}
	return rest.RESTClientFor(c)
}
