package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group version generated clients register.
var SchemeGroupVersion = schema.GroupVersion{Group: "example.com", Version: "v1"}

var (
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	AddToScheme   = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Scheme{}, &SchemeList{},
		&Watch{}, &WatchList{},
		&Context{}, &ContextList{},
		&Types{}, &TypesList{},
		&Gentype{}, &GentypeList{},
		&Testing{}, &TestingList{},
		&Rest{}, &RestList{},
		&Cache{}, &CacheList{},
		&Labels{}, &LabelsList{},
		&Runtime{}, &RuntimeList{},
		&Schema{}, &SchemaList{},
		&Time{}, &TimeList{},
		&Fake{}, &FakeList{},
		&Informers{}, &InformersList{},
		&Errors{}, &ErrorsList{},
		&Fmt{}, &FmtList{},
		&Sync{}, &SyncList{},
		&Client{}, &ClientList{},
		&Lister{}, &ListerList{},
		&Informer{}, &InformerList{},
		&Factory{}, &FactoryList{},
	)
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
