package markers

// The output types of the tests' definitions, shaped like controller-gen's.
// hack/markers-goldens.sh copies this file into the program that runs
// controller-tools, so that both sides parse into the same Go types and
// their values compare as JSON; it must import nothing.

type printColumn struct {
	Name        string
	Type        string
	JSONPath    string `marker:"JSONPath"`
	Description string `marker:",optional"`
	Format      string `marker:",optional"`
	Priority    int32  `marker:",optional"`
}

type rbacRule struct {
	Groups    []string `marker:",optional"`
	Resources []string `marker:",optional"`
	Verbs     []string
	URLs      []string `marker:"urls,optional"`
	Namespace string   `marker:",optional"`
}

type xValidation struct {
	Rule    string
	Message string `marker:",optional"`
}

type defaultValue struct{ Value any }

type minimum float64

type enum []any

type statusSubresource struct{}

type crdOptions struct {
	MaxDescLen          *int     `marker:",optional"`
	AllowDangerousTypes *bool    `marker:",optional"`
	CRDVersions         []string `marker:"crdVersions,optional"`
}

type outputArtifacts struct {
	Config string
	Code   string `marker:",optional"`
}

type objectOptions struct {
	HeaderFile string `marker:",optional"`
	Year       string `marker:",optional"`
}

type rbacOptions struct {
	RoleName string
	FileName string `marker:",optional"`
}

type testStruct struct {
	A int
	B string
	C *bool
}
