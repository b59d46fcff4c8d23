package validation

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// upstreamTagDocs is what upstream's `validation-gen --docs` prints (a JSON
// list of every tag its validators register, sorted by tag), kept as
// upstream wrote it: hack/validation-docs.sh rewrites it.
//
//go:embed tagdocs.json
var upstreamTagDocs []byte

// docTags are the tags --docs documents: those the validators generate,
// and +k8s:opaqueType, which the walk reads (discover.go) rather than a
// validator.
func docTags() []string {
	return append(slices.Clone(supported), "k8s:opaqueType")
}

// tagDocs is --docs: upstream's list cut to the entries of tags, each entry
// printed as upstream prints it (the same encoder settings: four-space
// indent, no HTML escaping, and the blank line upstream's Println adds).
// On stderr it names the upstream tags left out. A tag in tags that
// upstream does not document is an error: there is nothing to print for it.
func tagDocs(tags []string) (stdout, stderr string, err error) {
	var entries []json.RawMessage
	if err := json.Unmarshal(upstreamTagDocs, &entries); err != nil {
		return "", "", fmt.Errorf("--docs: the embedded tagdocs.json does not parse (%v): regenerate it with hack/validation-docs.sh", err)
	}
	var kept []json.RawMessage
	var documented, left []string
	for _, raw := range entries {
		var entry struct{ Tag string }
		if err := json.Unmarshal(raw, &entry); err != nil {
			return "", "", fmt.Errorf("--docs: an entry of the embedded tagdocs.json does not parse (%v): regenerate it with hack/validation-docs.sh", err)
		}
		documented = append(documented, entry.Tag)
		if slices.Contains(tags, entry.Tag) {
			kept = append(kept, raw)
		} else {
			left = append(left, "+"+entry.Tag)
		}
	}
	var missing []string
	for _, t := range tags {
		if !slices.Contains(documented, t) {
			missing = append(missing, "+"+t)
		}
	}
	if len(missing) > 0 {
		return "", "", fmt.Errorf("--docs: kubegen's validation-gen generates %s, which upstream's validation-gen v0.37.2 does not document, so there is no documentation to print: add its entry to generators/validation/tagdocs.json (hack/validation-docs.sh writes upstream's) or drop the tag from the supported list", strings.Join(missing, ", "))
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "    ")
	if err := enc.Encode(kept); err != nil {
		return "", "", fmt.Errorf("--docs: %v", err)
	}
	b.WriteByte('\n')
	if len(left) > 0 {
		stderr = fmt.Sprintf("validation-gen: --docs lists the %d tags kubegen's validation-gen generates; upstream's also lists %d it does not generate yet: %s\n", len(kept), len(left), strings.Join(left, " "))
	}
	return b.String(), stderr, nil
}
