package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/controllergen"
	"github.com/kubegen/kubegen/generators/rbac"
	"github.com/kubegen/kubegen/generators/webhook"
	"github.com/kubegen/kubegen/internal/cgtest"
)

// The goldens below testdata/markers/golden are controller-gen v0.23.0's
// output for the same command line; hack/controller-gen-rbac-webhook-goldens.sh
// regenerates them with the upstream binary.

// inTestdata runs the command in testdata/markers, a module of its own.
func inTestdata(t *testing.T) { inModule(t, "markers") }

// inModule runs the command in testdata/<name>, a module of its own.
func inModule(t *testing.T, name string) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	t.Chdir(dir)
}

func TestRBACAndWebhookMatchUpstream(t *testing.T) {
	out := t.TempDir()
	inTestdata(t)
	var stdout, stderr bytes.Buffer
	code := run([]string{"rbac:roleName=manager-role", "webhook", "paths=./...",
		"output:rbac:artifacts:config=" + filepath.Join(out, "rbac"),
		"output:webhook:artifacts:config=" + filepath.Join(out, "webhook")}, &stdout, &stderr)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	sameAsGolden(t, out, "rbac/role.yaml", "webhook/manifests.yaml")
}

// TestEdgeCasesMatchUpstream: markers in places controller-gen does and
// does not count (before the package doc, in import and const blocks, in a
// parenthesised type block, trailing comments), rules merging across URLs
// and resource names, roles sorted by namespace and name, webhook values
// passed through or respelled, and the output:dir rule.
func TestEdgeCasesMatchUpstream(t *testing.T) {
	out := t.TempDir()
	inModule(t, "edge")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"rbac:roleName=manager-role", "webhook", "paths=./...", "output:dir=" + out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	sameAsGolden(t, out, "role.yaml", "manifests.yaml")
}

// TestStdout: output:stdout prints both files' documents, rbac first as on
// the command line, and writes no file.
func TestStdout(t *testing.T) {
	inTestdata(t)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"rbac:roleName=manager-role", "webhook", "paths=./...", "output:stdout"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	role, _ := os.ReadFile(filepath.Join("golden", "rbac", "role.yaml"))
	hooks, _ := os.ReadFile(filepath.Join("golden", "webhook", "manifests.yaml"))
	if want := string(role) + string(hooks); stdout.String() != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), want)
	}
	if _, err := os.Stat("config"); err == nil {
		t.Error("output:stdout wrote a config directory")
	}
}

// TestBadCommandLines: each bad command line exits 1 with a message that
// says what to write.
func TestBadCommandLines(t *testing.T) {
	inTestdata(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"rbca:roleName=x", "paths=./..."}, "did you mean +rbac?"},
		{[]string{"rbac", "paths=./..."}, "needs argument roleName"},
		{[]string{"rbac:roleName=x,rolename=y", "paths=./..."}, `unknown argument "rolename"`},
		{[]string{"webhook", "output:rbac:stdout"}, "add rbac"},
		{[]string{"paths=./..."}, "no generators specified"},
		{[]string{"rbac:roleName=x", "rbac:roleName=y"}, "given twice"},
		{[]string{"crd:maxDescLen=x"}, "expected an integer"},
		{[]string{"webhook", "output:webhook:dri=x"}, "did you mean +output:webhook:dir?"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 and %q", tc.args, code, stderr.String(), tc.want)
		}
	}
}

// TestBadMarker: a marker that does not parse is an error at its file and
// line, and nothing is written.
func TestBadMarker(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/bad\n\ngo 1.24\n",
		"c/c.go": "package c\n\n// +kubebuilder:rbac:groups=apps,resources=deployments\n\n// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get,namespaces=x\n",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("GOWORK", "off")
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"rbac:roleName=r", "paths=./..."}, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, stderr.String())
	}
	for _, want := range []string{"c.go:3:", "needs argument verbs", "c.go:5:", `unknown argument "namespaces"; did you mean namespace?`} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "config")); err == nil {
		t.Error("a failed run wrote config/")
	}
}

func TestVersion(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--version"}, &stdout, &stderr); code != 0 || stdout.String() != "Version: v0.23.0\n" {
		t.Errorf("exit %d, stdout %q", code, stdout.String())
	}
}

// sameAsGolden compares each file below out with its golden (upstream's).
func sameAsGolden(t *testing.T, out string, files ...string) {
	t.Helper()
	for _, f := range files {
		want, err := os.ReadFile(filepath.Join("golden", f))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(out, f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from controller-gen's:\n--- got\n%s\n--- want\n%s", f, got, want)
		}
	}
}

// TestHelp: the help printed (upstream's recorded text, byte-equal by
// the corpus cases cli-help* and cli-markers*) describes the arguments our
// own definitions take: each generator's options, and the rbac and webhook
// markers, written as the help writes them.
func TestHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-h"}, &stdout, &stderr); code != 0 {
		t.Fatalf("-h: exit %d:\n%s", code, stderr.String())
	}
	for _, opt := range []struct {
		name string
		args any
	}{{"crd", controllergen.CRD{}}, {"rbac", controllergen.RBAC{}}, {"object", controllergen.Header{}}, {"webhook", controllergen.Header{}}, {"schemapatch", controllergen.SchemaPatch{}}} {
		if want := "+" + opt.name + controllergen.ArgsHelp(opt.args) + " "; !strings.Contains(stderr.String(), want) {
			t.Errorf("-h does not list %q, the options our command reads", want)
		}
	}
	for _, m := range []struct {
		gen, marker string
		args        any
	}{{"rbac:roleName=r", "kubebuilder:rbac", rbac.Rule{}}, {"webhook", "kubebuilder:webhook", webhook.Config{}}, {"webhook", "kubebuilder:webhookconfiguration", webhook.Configuration{}}} {
		stderr.Reset()
		if code := run([]string{m.gen, "-w"}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s -w: exit %d:\n%s", m.gen, code, stderr.String())
		}
		if want := "+" + m.marker + controllergen.ArgsHelp(m.args) + " "; !strings.Contains(stderr.String(), want) {
			t.Errorf("%s -w does not list %q, the marker our generator reads", m.gen, want)
		}
	}
	// applyconfiguration is described (upstream's recorded help) although
	// running it is refused: -w must still name its own switch.
	stderr.Reset()
	if code := run([]string{"applyconfiguration", "-w"}, &stdout, &stderr); code != 0 {
		t.Fatalf("applyconfiguration -w: exit %d:\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "+kubebuilder:ac:generate=<bool>") {
		t.Errorf("applyconfiguration -w does not list +kubebuilder:ac:generate")
	}
	stderr.Reset()
	if code := run([]string{"applyconfiguration", "paths=./..."}, &stdout, &stderr); code == 0 {
		t.Errorf("applyconfiguration: exit 0, but the command does not run that generator")
	}
}

// TestCRDMatchesUpstream runs controller-gen's crd through this command
// line on generators/crd's test APIs, whose goldens upstream wrote
// (hack/crd-goldens.sh, the same command line): the options case maps
// every crd option controller-gen's grammar takes onto the crd generator,
// and output:stdout prints the files in order.
func TestCRDMatchesUpstream(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(root)
	for _, name := range []string{"options", "spec"} {
		t.Run(name, func(t *testing.T) {
			api := "generators/crd/internal/testapi/" + name
			crdOpt := "crd"
			if b, err := os.ReadFile(filepath.Join(api, "options")); err == nil {
				crdOpt += ":" + strings.TrimSpace(string(b))
			}
			out := t.TempDir()
			var stdout, stderr bytes.Buffer
			if code := run([]string{crdOpt, "paths=./" + api + "/...", "output:crd:dir=" + out}, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			goldens, _ := filepath.Glob(filepath.Join("generators/crd/testdata", name, "*.yaml"))
			got, _ := filepath.Glob(filepath.Join(out, "*.yaml"))
			if len(goldens) == 0 || len(got) != len(goldens) {
				t.Fatalf("wrote %d files, upstream %d", len(got), len(goldens))
			}
			var all []byte
			for _, g := range goldens {
				want, _ := os.ReadFile(g)
				have, err := os.ReadFile(filepath.Join(out, filepath.Base(g)))
				if err != nil || !bytes.Equal(have, want) {
					t.Errorf("%s differs from controller-gen's (%v):\n%s", filepath.Base(g), err, have)
				}
				all = append(all, want...)
			}
			stdout.Reset()
			if code := run([]string{crdOpt, "paths=./" + api + "/...", "output:stdout"}, &stdout, &stderr); code != 0 || !bytes.Equal(stdout.Bytes(), all) {
				t.Errorf("output:stdout: exit %d, printed:\n%s", code, stdout.String())
			}
		})
	}
}

// TestCorpusCases holds this command to the corpus cases of the parts it
// owns (internal/cgtest: upstream's recorded output, exit code and error
// positions): the command line and output rules, rbac, webhook and
// object's layout. The whole corpus runs with KUBEGEN_CG_CORPUS_OURS=1.
func TestCorpusCases(t *testing.T) {
	bin := cgtest.Ours(t)
	for _, name := range []string{"defaults", "output-dir", "output-stdout", "rbac", "rbac-filename",
		"webhook", "webhook-header", "err-rbac", "err-webhook", "err-webhook-values", "err-syntax", "err-two-storage", "object", "err-object-interface",
		"cli-help", "cli-help-detailed", "cli-help-full", "cli-help-json", "cli-help-long",
		"cli-markers", "cli-markers-crd", "cli-markers-rbac", "cli-markers-webhook", "cli-markers-object", "cli-markers-schemapatch",
		"cli-markers-applyconfiguration", "cli-markers-applyconfiguration-full"} {
		t.Run(name, func(t *testing.T) { cgtest.Check(t, bin, name) })
	}
}
