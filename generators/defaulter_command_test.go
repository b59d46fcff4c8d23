package generators

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const defaulterDoc = "// +k8s:deepcopy-gen=package\n// +k8s:defaulter-gen=TypeMeta\n// +groupName=w.example.com\npackage v1\n"

const widgetDefaults = `package v1

func SetDefaults_Widget(obj *Widget) {
	if obj.Sizes == nil {
		obj.Sizes = []int{1}
	}
}
`

// defaulterModule is helperModule with the defaulter asked for in doc.go
// and a SetDefaults_Widget.
func defaulterModule(t *testing.T) string {
	dir := helperModule(t, widgetTypes)
	writeTestFile(t, filepath.Join(dir, "apis/w/v1/doc.go"), defaulterDoc)
	writeTestFile(t, filepath.Join(dir, "apis/w/v1/defaults.go"), widgetDefaults)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	return dir
}

// kubegen writes the defaulters with the deep copies and the register
// file, from its one load; a bad +default makes it write nothing at all;
// --defaulter-file "" turns the defaulters off.
func TestKubegenWritesDefaulters(t *testing.T) {
	dir := defaulterModule(t)
	pkg := filepath.Join(dir, "apis/w/v1")
	args := []string{"--output-dir", filepath.Join(dir, "gen"), "--output-pkg", "example.com/m/gen", "./apis/w/v1"}
	var stdout, stderr bytes.Buffer
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	def, err := os.ReadFile(filepath.Join(pkg, "zz_generated.defaults.go"))
	if err != nil || !strings.Contains(string(def), "func SetObjectDefaults_WidgetList(in *WidgetList) {") ||
		!strings.Contains(string(def), "scheme.AddTypeDefaultingFunc(&Widget{}, func(obj interface{}) { SetObjectDefaults_Widget(obj.(*Widget)) })") {
		t.Fatalf("defaults file: %v\n%s", err, def)
	}
	for _, f := range []string{"zz_generated.deepcopy.go", "zz_generated.register.go"} {
		if _, err := os.Stat(filepath.Join(pkg, f)); err != nil {
			t.Errorf("%s not written beside the defaulters: %v", f, err)
		}
	}

	// A +default that is not JSON: the field's line, nothing written.
	for _, f := range []string{"zz_generated.deepcopy.go", "zz_generated.register.go", "zz_generated.defaults.go"} {
		os.Remove(filepath.Join(pkg, f))
	}
	bad := strings.Replace(widgetTypes, "\tSizes []int", "\t// +default=[1,\n\tSizes []int", 1)
	writeTestFile(t, filepath.Join(pkg, "types.go"), bad)
	stderr.Reset()
	if code := Command("kubegen", AddKubegenFlags, args, &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "types.go:13: example.com/m/apis/w/v1: +default=[1, is not JSON") {
		t.Fatalf("bad +default: exit %d, want 1 and types.go:13:\n%s", code, stderr.String())
	}
	entries, _ := os.ReadDir(pkg)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "zz_generated") {
			t.Errorf("%s was written despite the error", e.Name())
		}
	}

	// Off: the bad tag is not even read.
	stderr.Reset()
	if code := Command("kubegen", AddKubegenFlags, append([]string{"--defaulter-file", ""}, args...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d with --defaulter-file \"\": %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(pkg, "zz_generated.defaults.go")); err == nil {
		t.Errorf("--defaulter-file \"\" wrote the defaulters")
	}
}

// defaulter-gen has upstream's flags and defaults; a defaults file a
// package no longer asks for is stale.
func TestDefaulterGenFlags(t *testing.T) {
	dir := defaulterModule(t)
	pkg := filepath.Join(dir, "apis/w/v1")
	run := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := Command("defaulter-gen", AddDefaulterGenFlags, args, &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	if code, _, stderr := run("--output-file", "", "./apis/w/v1"); code != 2 || !strings.Contains(stderr, "--output-file must be specified") {
		t.Errorf("empty --output-file: exit %d, %s", code, stderr)
	}
	if code, _, stderr := run("-v", "0", "--build-tag", "my_tag", "./apis/w/v1"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	out := filepath.Join(pkg, "generated.defaults.go") // upstream's default name
	b, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(b), "//go:build !my_tag\n// +build !my_tag\n") {
		t.Fatalf("default output file with --build-tag: %v\n%s", err, b)
	}
	// The package stops asking: verify fails on the file, a run removes it.
	writeTestFile(t, filepath.Join(pkg, "doc.go"), strings.Replace(defaulterDoc, "// +k8s:defaulter-gen=TypeMeta\n", "", 1))
	printed := filepath.Join("apis", "w", "v1", "generated.defaults.go") // relative to the working directory
	if code, stdout, _ := run("--verify", "./apis/w/v1"); code != 1 || !strings.Contains(stdout, "--- "+printed+"\n") {
		t.Errorf("verify with a stale file: exit %d, want 1 naming %s:\n%s", code, printed, stdout)
	}
	if code, _, stderr := run("./apis/w/v1"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("stale %s not removed: %v", out, err)
	}
}

func writeTestFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
