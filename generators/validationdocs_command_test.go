package generators

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// validation-gen --docs prints the JSON list of the tags it generates and
// exits 0 without inputs, as upstream's prints and exits before reading
// any; upstream's flag checks come first.
func TestValidationGenDocs(t *testing.T) {
	run := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := Command("validation-gen", AddValidationGenFlags, args, &stdout, &stderr)
		return code, stdout.String(), stderr.String()
	}
	code, stdout, stderr := run("--docs")
	var docs []struct{ Tag, Usage string }
	if code != 0 || json.Unmarshal([]byte(stdout), &docs) != nil || len(docs) == 0 {
		t.Fatalf("--docs: exit %d, want 0 and a JSON list on stdout:\n%s\n%s", code, stdout, stderr)
	}
	tags := map[string]bool{}
	for _, d := range docs {
		tags[d.Tag] = true
	}
	for _, want := range []string{"k8s:required", "k8s:format", "k8s:opaqueType"} {
		if !tags[want] {
			t.Errorf("--docs lacks %s", want)
		}
	}
	if !strings.Contains(stderr, "does not generate yet") {
		t.Errorf("stderr does not name the upstream tags left out:\n%s", stderr)
	}
	if code, stdout, stderr := run("--docs", "--output-file="); code != 2 || stdout != "" || !strings.Contains(stderr, "--output-file must be specified") {
		t.Errorf("--docs --output-file=: exit %d, want 2 and upstream's check first:\n%s\n%s", code, stdout, stderr)
	}
}
