package main

// The templates print decisions made in model.go; they hold no logic
// beyond ranging over kinds and testing a kind's flags.

const goModTmpl = `module {{.Module}}

go {{.GoVersion}}

require k8s.io/apimachinery {{.K8s}}
`

const boilerplateTmpl = `/*
Synthetic API written by hack/synthapi for benchmarks and compatibility checks.
*/
`

const docTmpl = `// +k8s:deepcopy-gen=package
// +groupName={{.Group}}

// Package {{.Version}} is version {{.Version}} of the synthetic group {{.Group}}.
package {{.Version}}
`

const registerTmpl = `package {{.Version}}

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group and version of every kind in this package.
var SchemeGroupVersion = schema.GroupVersion{Group: "{{.Group}}", Version: "{{.Version}}"}

// Resource qualifies a resource name with this package's group.
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	// SchemeBuilder registers this package's kinds.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme adds this package's kinds to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
{{- range .Kinds}}
		&{{.Name}}{}, &{{.Name}}List{},
{{- end}}
	)
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
`

const typesTmpl = `package {{.Version}}

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
{{range .Kinds}}
// +genclient
{{- if .Cluster}}
// +genclient:nonNamespaced
{{- end}}
{{- if .NoStatus}}
// +genclient:noStatus
{{- end}}
{{- if .VerbsTag}}
// +genclient:{{.VerbsTag}}={{.Verbs}}
{{- end}}
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// {{.Name}} is a synthetic kind.
type {{.Name}} struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Spec {{.Name}}Spec ` + "`json:\"spec\"`" + `
{{- if not .NoStatus}}
	Status {{.Name}}Status ` + "`json:\"status,omitempty\"`" + `
{{- end}}
}

// {{.Name}}Spec is the desired state of a {{.Name}}.
type {{.Name}}Spec struct {
	Replicas *int32            ` + "`json:\"replicas,omitempty\"`" + `
	Selector map[string]string ` + "`json:\"selector,omitempty\"`" + `
	Ports    []{{.Name}}Port   ` + "`json:\"ports,omitempty\"`" + `
	Paused   bool              ` + "`json:\"paused,omitempty\"`" + `
}

// {{.Name}}Port is a named port of a {{.Name}}.
type {{.Name}}Port struct {
	Name string ` + "`json:\"name\"`" + `
	Port int32  ` + "`json:\"port\"`" + `
}
{{- if not .NoStatus}}

// {{.Name}}Status is the observed state of a {{.Name}}.
type {{.Name}}Status struct {
	ObservedGeneration int64              ` + "`json:\"observedGeneration,omitempty\"`" + `
	Conditions         []metav1.Condition ` + "`json:\"conditions,omitempty\"`" + `
}
{{- end}}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// {{.Name}}List is a list of {{.Name}} objects.
type {{.Name}}List struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `

	Items []{{.Name}} ` + "`json:\"items\"`" + `
}
{{end}}`

// deepcopyTmpl is written by hand rather than by deepcopy-gen so that the
// module compiles before any generator runs; it copies every pointer, map
// and slice the types above hold.
const deepcopyTmpl = `package {{.Version}}

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)
{{range .Kinds}}
// DeepCopyInto copies in into out; both must be non-nil.
func (in *{{.Name}}) DeepCopyInto(out *{{.Name}}) {
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	in.Spec.DeepCopyInto(&out.Spec)
{{- if not .NoStatus}}
	in.Status.DeepCopyInto(&out.Status)
{{- end}}
}

// DeepCopy returns a deep copy of in, or nil for nil.
func (in *{{.Name}}) DeepCopy() *{{.Name}} {
	if in == nil {
		return nil
	}
	out := new({{.Name}})
	in.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (in *{{.Name}}) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies in into out; both must be non-nil.
func (in *{{.Name}}Spec) DeepCopyInto(out *{{.Name}}Spec) {
	*out = *in
	if in.Replicas != nil {
		r := *in.Replicas
		out.Replicas = &r
	}
	if in.Selector != nil {
		out.Selector = make(map[string]string, len(in.Selector))
		for k, v := range in.Selector {
			out.Selector[k] = v
		}
	}
	if in.Ports != nil {
		out.Ports = make([]{{.Name}}Port, len(in.Ports))
		copy(out.Ports, in.Ports)
	}
}
{{- if not .NoStatus}}

// DeepCopyInto copies in into out; both must be non-nil.
func (in *{{.Name}}Status) DeepCopyInto(out *{{.Name}}Status) {
	*out = *in
	if in.Conditions != nil {
		out.Conditions = make([]metav1.Condition, len(in.Conditions))
		for i := range in.Conditions {
			in.Conditions[i].DeepCopyInto(&out.Conditions[i])
		}
	}
}
{{- end}}

// DeepCopyInto copies in into out; both must be non-nil.
func (in *{{.Name}}List) DeepCopyInto(out *{{.Name}}List) {
	*out = *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]{{.Name}}, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

// DeepCopy returns a deep copy of in, or nil for nil.
func (in *{{.Name}}List) DeepCopy() *{{.Name}}List {
	if in == nil {
		return nil
	}
	out := new({{.Name}}List)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (in *{{.Name}}List) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}
{{end}}`
