package tags

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestLintKnownNamesAreUpstreams: known-tags-only accepts exactly the tags
// of upstream v0.37.2's generator specs (code-generator's
// pkg/apidefinitions/spec.go: activation, input and owned tags).
func TestLintKnownNamesAreUpstreams(t *testing.T) {
	upstream := []string{
		"k8s:conversion-gen", "k8s:conversion-gen-external-types",
		"k8s:defaulter-gen", "k8s:defaulter-gen-input",
		"k8s:validation-gen", "k8s:validation-gen-input", "k8s:validation-gen-nolint",
		"k8s:validation-gen-scheme-registry", "k8s:validation-gen-test-fixture", "k8s:validation-gen-test-targets",
		"k8s:prerelease-lifecycle-gen", "k8s:deepcopy-gen", "k8s:register-gen",
		"k8s:openapi-gen", "k8s:openapi-model-package", "k8s:protobuf-gen",
		"k8s:client-gen", "genclient", "genclient:nonNamespaced", "genclient:noVerbs",
		"genclient:onlyVerbs", "genclient:skipVerbs", "genclient:noStatus",
		"genclient:readonly", "genclient:method", "groupGoName",
		"k8s:applyconfiguration-gen", "k8s:informer-gen", "k8s:lister-gen",
	}
	got := LintKnownNames()
	slices.Sort(got)
	slices.Sort(upstream)
	if !slices.Equal(got, upstream) {
		t.Errorf("LintKnownNames() =\n%q\nwant\n%q", got, upstream)
	}
}

func TestSuggest(t *testing.T) {
	for name, want := range map[string]string{
		"groupname":                             "groupName",
		"GroupName":                             "groupName",
		"genclient:nonNamepaced":                "genclient:nonNamespaced",
		"resourcename":                          "resourceName",
		"k8s:deepcopy-gen:nonpointer-interface": "k8s:deepcopy-gen:nonpointer-interfaces",
		"listMapKeys":                           "listMapKey",
		"structtype":                            "structType",
		"groupName":                             "", // known: nothing to suggest
		"kubebuilder:object:root":               "",
		"k8s:openapi-gen":                       "",
		"k8s:prerelease-lifecycle-gen:introduced": "",
		"enum":         "", // short: only a case match counts
		"k8s:optional": "",
		"k8s:listType": "",
	} {
		got, ok := Suggest(name)
		if want == "" {
			if ok {
				t.Errorf("Suggest(%q) = %q, want nothing", name, got.Name)
			}
			continue
		}
		if !ok || got.Name != want {
			t.Errorf("Suggest(%q) = %q (%v), want %q", name, got.Name, ok, want)
		}
		// A second call comes from the cache and agrees.
		if again, ok2 := Suggest(name); again.Name != got.Name || ok2 != ok {
			t.Errorf("Suggest(%q) again = %q, %v", name, again.Name, ok2)
		}
	}
}

func TestOptions(t *testing.T) {
	want := []string{"nonNamespaced", "noVerbs", "noStatus", "readonly", "onlyVerbs", "skipVerbs", "method"}
	if got := Options(GenClient); !slices.Equal(got, want) {
		t.Errorf("Options(genclient) = %q, want %q", got, want)
	}
}

// TestHelp: each tool's help lists the tags it reads and none it does not.
func TestHelp(t *testing.T) {
	for tool, c := range map[string]struct{ has, hasNot []string }{
		"client-gen":     {has: []string{"+genclient:method=", "+groupName=", "(package)"}, hasNot: []string{"deepcopy-gen:interfaces"}},
		"deepcopy-gen":   {has: []string{"+k8s:deepcopy-gen:interfaces=", "(package, type)"}, hasNot: []string{"+genclient", "+groupName"}},
		"register-gen":   {has: []string{"+k8s:register-gen=", "+groupName="}, hasNot: []string{"+genclient"}},
		"kubegen":        {has: []string{"+genclient", "+k8s:deepcopy-gen=", "+listType=", "(type, field)", "+k8s:conversion-gen=", "+k8s:defaulter-gen=", "+k8s:validation-gen=", "+k8s:minimum"}},
		"validation-gen": {has: []string{"+k8s:validation-gen=", "+k8s:validation-gen-input=", "+k8s:listType=", "+k8s:opaqueType"}, hasNot: []string{"+genclient", "+k8s:deepcopy-gen="}},
		"defaulter-gen":  {has: []string{"+k8s:defaulter-gen=", "+k8s:defaulter-gen-input=", "+default="}, hasNot: []string{"+genclient", "+k8s:deepcopy-gen=", "+k8s:conversion-gen="}},
		"conversion-gen": {has: []string{"+k8s:conversion-gen=", "+k8s:conversion-fn=", "(function)"}, hasNot: []string{"+genclient", "+k8s:deepcopy-gen="}},
	} {
		tl, ok := ToolNamed(tool)
		if !ok {
			t.Fatalf("ToolNamed(%q) not found", tool)
		}
		var b bytes.Buffer
		Help(&b, tl)
		for _, s := range c.has {
			if !strings.Contains(b.String(), s) {
				t.Errorf("%s help lacks %q:\n%s", tool, s, &b)
			}
		}
		for _, s := range c.hasNot {
			if strings.Contains(b.String(), s) {
				t.Errorf("%s help has %q:\n%s", tool, s, &b)
			}
		}
	}
	if _, ok := ToolNamed("no-such-gen"); ok {
		t.Error("ToolNamed(no-such-gen) found a tool")
	}
}

// TestEveryEntryComplete: each entry has a scope and help; a tag no tool
// reads is at least known to upstream's lint, or it would not belong here.
func TestEveryEntryComplete(t *testing.T) {
	for _, tg := range All {
		if tg.Scope == 0 || tg.Help == "" || (tg.Tools == 0 && !tg.LintKnown) {
			t.Errorf("incomplete entry %+v", tg)
		}
		if strings.HasPrefix(tg.Name, "+") || strings.Contains(tg.Name, "=") {
			t.Errorf("entry %q: names are written without + and value", tg.Name)
		}
	}
}
