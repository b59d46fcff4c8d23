package manifest

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"

	sigsyaml "sigs.k8s.io/yaml"
)

// Render prints what sigs.k8s.io/yaml's Marshal prints for the same
// decoded object (upstream's path: JSON, read back by yaml.v2, printed),
// on the values whose resolution or quoting could differ: numbers of
// every kind, strings that look like other scalars, keys that do, empty
// collections, long and multi-line text.
func TestRenderPrintsAsSigsYAML(t *testing.T) {
	strs := []string{"", "true", "yes", "No", "y", "on", "1", "-0", "1.5", "1e3", "0x1F", "0o17", "1_000", ".inf", "-.Inf", ".nan",
		"null", "~", "Null", "2006-01-02", "2006-01-02T15:04:05Z", "a: b", "- x", "#x", "x #y", " leading", "trailing ", "=", "<<",
		"<>&", "@at", "`tick", "'q'", `"dq"`, "multi\nline\n", "multi\nline", "tab\there", "\u2028", "ünïcödé", "\x01ctl", "{a}", "[b]",
		"*ref", "&anchor", "!tag", "%pct", "|", ">", "?", ":", "12:30", "190:20:30", strings.Repeat("word ", 40), strings.Repeat("x", 130)}
	nums := []any{0, -1, 1.5, 1e6, 1e21, 1e-7, 3.0, -0.0, math.MaxInt64, math.MinInt64, uint64(math.MaxUint64), 9007199254740993, 0.1, 123456789.125}
	obj := map[string]any{"strings": strs, "numbers": nums, "empty": map[string]any{}, "none": []any{}, "null": nil, "flags": []bool{true, false}}
	keys := map[string]any{}
	for i, s := range strs {
		keys[s] = i
	}
	obj["keys"] = keys
	obj["nested"] = []any{map[string]any{"a": []any{[]any{1, "x"}, map[string]any{}}}, []any{}}

	got, err := Render("", []any{obj})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(obj)
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	want, err := sigsyaml.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != "---\n"+string(want) {
		t.Errorf("Render differs from sigs.k8s.io/yaml:\ngot:\n%s\nwant:\n---\n%s", got, want)
	}
	// A value a transform adds goes through its JSON, as upstream's does.
	added, err := Render("", []any{map[string]any{}}, func(m map[string]any) error {
		m["preserve"], m["list"], m["num"] = false, []string{"a"}, int8(-3)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := "---\nlist:\n- a\nnum: -3\npreserve: false\n"; string(added) != want {
		t.Errorf("got:\n%s\nwant:\n%s", added, want)
	}
}
