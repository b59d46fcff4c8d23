package readmetest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// controllerRuntimeVersion is the controller-runtime the scratch
// kubebuilder project already requires before kubegen is added.
const controllerRuntimeVersion = "v0.25.2"

// TestReadmeKubebuilder follows docs/kubebuilder.md's quick start in a
// scratch module laid out as kubebuilder scaffolds one (api/v1 with
// groupversion_info.go, controller-runtime's scheme.Builder, root and
// validation markers, no doc.go, no deep copies yet): the first generate
// must build, verify must pass, and catch an API change nobody
// regenerated.
func TestReadmeKubebuilder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with controller-runtime and client-go; skipped with -short")
	}
	blocks, scratch := readmeScratch(t, "kb-add", "kb-defaulter-tag", "kb-defaults.go", "kb-generate.go", "kb-generate", "kb-verify")
	mod := filepath.Join(scratch, "myoperator")
	apiDir := filepath.Join(mod, "api", "v1")
	write(t, filepath.Join(mod, "hack", "boilerplate.go.txt"), "/*\nCopyright 2026.\n*/\n")
	write(t, filepath.Join(apiDir, "groupversion_info.go"), kbGroupVersionInfo)
	write(t, filepath.Join(apiDir, "guestbook_types.go"), kbGuestbookTypes)
	// The project as kubebuilder leaves it: its module requires
	// controller-runtime.
	shell(t, mod, "go mod init example.com/myoperator && go get sigs.k8s.io/controller-runtime@"+controllerRuntimeVersion, 0)

	shell(t, mod, blocks["kb-add"], 0)
	// Step 2: the defaulter tag beside +groupName, and the registration.
	info := strings.Replace(kbGroupVersionInfo, "// +groupName=", blocks["kb-defaulter-tag"]+"// +groupName=", 1)
	if info == kbGroupVersionInfo {
		t.Fatal("the test's groupversion_info.go has no +groupName line to put the defaulter tag beside")
	}
	write(t, filepath.Join(apiDir, "groupversion_info.go"), info)
	write(t, filepath.Join(apiDir, "defaults.go"), blocks["kb-defaults.go"])
	write(t, filepath.Join(mod, "generate.go"), blocks["kb-generate.go"])
	shell(t, mod, blocks["kb-generate"], 0)

	for _, rel := range []string{
		"api/v1/zz_generated.deepcopy.go",
		"pkg/client/clientset/versioned/typed/api/v1/guestbook.go",
		"pkg/client/listers/api/v1/guestbook.go",
		"pkg/client/applyconfiguration/utils.go",
	} {
		if _, err := os.Stat(filepath.Join(mod, rel)); err != nil {
			t.Errorf("after the quick start's generate step: %v", err)
		}
	}
	// The package registers itself through controller-runtime's builder.
	if _, err := os.Stat(filepath.Join(apiDir, "zz_generated.register.go")); err == nil {
		t.Errorf("a register file was written beside groupversion_info.go's scheme.Builder")
	}
	// The +default= marker's defaulter, registered by defaults.go.
	if def, err := os.ReadFile(filepath.Join(apiDir, "zz_generated.defaults.go")); err != nil ||
		!strings.Contains(string(def), "func SetObjectDefaults_Guestbook(in *Guestbook) {\n\tif in.Spec.Size == 0 {\n\t\tin.Spec.Size = 1") {
		t.Errorf("no defaulter of Guestbook's Spec.Size from the tag in groupversion_info.go: %v\n%s", err, def)
	}
	// The group is named after +groupName's first label, as client-gen
	// names it; the packages after the directory.
	if cs, err := os.ReadFile(filepath.Join(mod, "pkg/client/clientset/versioned/clientset.go")); err != nil || !strings.Contains(string(cs), "WebappV1() webappv1.WebappV1Interface") {
		t.Errorf("the clientset's group is not WebappV1: %v\n%s", err, cs)
	}
	deepcopy, err := os.ReadFile(filepath.Join(apiDir, "zz_generated.deepcopy.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func (in *Guestbook) DeepCopyObject()", "func (in *GuestbookList) DeepCopyObject()", "func (in *GuestbookSpec) DeepCopy()"} {
		if !strings.Contains(string(deepcopy), want) {
			t.Errorf("zz_generated.deepcopy.go has no %s", want)
		}
	}
	shell(t, mod, blocks["kb-verify"], 0)

	// A field nobody regenerated for: verify fails and names the deep copies.
	types, err := os.ReadFile(filepath.Join(apiDir, "guestbook_types.go"))
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(types), "\tSize int32 `json:\"size\"`\n", "\tSize int32 `json:\"size\"`\n\t// +optional\n\tAliases []string `json:\"aliases,omitempty\"`\n", 1)
	if changed == string(types) {
		t.Fatal("the test's API change did not apply")
	}
	write(t, filepath.Join(apiDir, "guestbook_types.go"), changed)
	if out := shell(t, mod, blocks["kb-verify"], 1); !strings.Contains(out, "zz_generated.deepcopy.go") {
		t.Errorf("verify after adding a slice field: output does not mention zz_generated.deepcopy.go:\n%s", out)
	}
	shell(t, mod, blocks["kb-generate"], 0)
	shell(t, mod, blocks["kb-verify"], 0)

	// Step 6: the manifests of make manifests from the same run.
	write(t, filepath.Join(mod, "internal", "controller", "guestbook_controller.go"), kbController)
	write(t, filepath.Join(mod, "internal", "webhook", "v1", "guestbook_webhook.go"), kbWebhook)
	write(t, filepath.Join(mod, "generate.go"), blocks["kb-manifests.go"])
	shell(t, mod, blocks["kb-generate"], 0)
	for rel, want := range map[string]string{
		"config/crd/bases/webapp.example.com_guestbooks.yaml": "kind: CustomResourceDefinition",
		"config/rbac/role.yaml":                               "- guestbooks/status",
		"config/webhook/manifests.yaml":                       "name: vguestbook-v1.kb.io",
	} {
		if data, err := os.ReadFile(filepath.Join(mod, rel)); err != nil || !strings.Contains(string(data), want) {
			t.Errorf("after step 6's generate, %s lacks %q: %v\n%s", rel, want, err, data)
		}
	}
	shell(t, mod, blocks["kb-manifests-verify"], 0)
	role := filepath.Join(mod, "config", "rbac", "role.yaml")
	data, err := os.ReadFile(role)
	if err != nil {
		t.Fatal(err)
	}
	write(t, role, strings.Replace(string(data), "  - update\n", "", 1))
	if out := shell(t, mod, blocks["kb-manifests-verify"], 1); !strings.Contains(out, "role.yaml") {
		t.Errorf("verify with a stale role does not name role.yaml:\n%s", out)
	}
}

// kbController holds the rbac markers kubebuilder's create api scaffolds
// above the reconciler.
const kbController = `package controller

// +kubebuilder:rbac:groups=webapp.example.com,resources=guestbooks,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=webapp.example.com,resources=guestbooks/status,verbs=get;update;patch

// Reconcile is a stand-in for the reconciler.
func Reconcile() {}
`

// kbWebhook holds a validating webhook marker as create webhook
// scaffolds it.
const kbWebhook = `package v1

// +kubebuilder:webhook:path=/validate-webapp-example-com-v1-guestbook,mutating=false,failurePolicy=fail,sideEffects=None,groups=webapp.example.com,resources=guestbooks,verbs=create;update,versions=v1,name=vguestbook-v1.kb.io,admissionReviewVersions=v1

// Validate is a stand-in for the validator.
func Validate() {}
`

// kbGroupVersionInfo is kubebuilder's scaffold of api/v1/groupversion_info.go.
const kbGroupVersionInfo = `/*
Copyright 2026.
*/

// Package v1 contains API Schema definitions for the webapp v1 API group.
// +kubebuilder:object:generate=true
// +groupName=webapp.example.com
package v1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	// GroupVersion is group version used to register these objects.
	GroupVersion = schema.GroupVersion{Group: "webapp.example.com", Version: "v1"}

	// SchemeBuilder is used to add go types to the GroupVersionKind scheme.
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}

	// AddToScheme adds the types in this group-version to the given scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)
`

// kbGuestbookTypes is a kind as kubebuilder scaffolds it, with +genclient
// added for the typed client.
const kbGuestbookTypes = `/*
Copyright 2026.
*/

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GuestbookSpec defines the desired state of Guestbook.
type GuestbookSpec struct {
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	// +default=1
	Size int32 ` + "`json:\"size\"`" + `
	// +kubebuilder:validation:MaxLength=15
	// +optional
	ConfigMapName *string ` + "`json:\"configMapName,omitempty\"`" + `
}

// GuestbookStatus defines the observed state of Guestbook.
type GuestbookStatus struct {
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition ` + "`json:\"conditions,omitempty\"`" + `
}

// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Guestbook is the Schema for the guestbooks API.
type Guestbook struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `

	Spec   GuestbookSpec   ` + "`json:\"spec,omitempty\"`" + `
	Status GuestbookStatus ` + "`json:\"status,omitempty\"`" + `
}

// +kubebuilder:object:root=true

// GuestbookList contains a list of Guestbook.
type GuestbookList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `
	Items           []Guestbook ` + "`json:\"items\"`" + `
}

func init() {
	SchemeBuilder.Register(&Guestbook{}, &GuestbookList{})
}
`
