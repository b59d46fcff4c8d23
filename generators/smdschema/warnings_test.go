package smdschema

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWarnings builds the schema of testdata/bad: every doubtful input is
// a warning at its file and line, none is an error, and the schema still
// parses.
func TestWarnings(t *testing.T) {
	pkgs := typedLoad(t, "./testdata/bad")
	text, warns, err := Build(pkgs)
	if err != nil {
		t.Fatalf("Build failed on doubtful input: %v", err)
	}
	parseSchema(t, text)
	src, err := os.ReadFile(filepath.Join("testdata", "bad", "types.go"))
	if err != nil {
		t.Fatal(err)
	}
	lineOf := func(snippet string) int {
		for i, l := range strings.Split(string(src), "\n") {
			if strings.Contains(l, snippet) && (snippet != "\tA" || l == snippet) {
				return i + 1
			}
		}
		t.Fatalf("no line holds %q", snippet)
		return 0
	}
	// Each warning is on the line holding at, or off lines above it.
	want := []struct {
		at           string
		off          int
		subject, msg string
	}{
		{"UnknownListType []Item", 1, "bad.ThingSpec.UnknownListType", "unknown +listType=mapp"},
		{"Misspelt []Item", 1, "bad.ThingSpec.Misspelt", "write +listType"},
		{"NoKeys []Item", 1, "bad.ThingSpec.NoKeys", "without +listMapKey"},
		{"MissingKey []Item", 1, "bad.ThingSpec.MissingKey", `"nope" is not a JSON field`},
		{"KeyWithoutType []Item", 1, "bad.ThingSpec.KeyWithoutType", "ignored without +listType=map"},
		{"SetOfObjects []Item", 1, "bad.ThingSpec.SetOfObjects", "needs scalar elements"},
		{"ListTypeOnMap map", 1, "bad.ThingSpec.ListTypeOnMap", "not a slice"},
		{"WeirdMap map", 1, "bad.ThingSpec.WeirdMap", "+mapType=weird is not a map type"},
		{"BadDefault string", 1, "bad.ThingSpec.BadDefault", "not a JSON value"},
		{"BadStrategy []string", 1, "bad.ThingSpec.BadStrategy", "unknown +patchStrategy=bogus"},
		{"type Encoded struct", 0, "bad.Encoded", "has its own JSON encoding"},
		{"Generic     Box", 0, "bad.ThingSpec.Generic", "generic type Box"},
		{"NotEmbedded Item", 0, "bad.ThingSpec.NotEmbedded", "inline only works on embedded fields"},
		{"Channel     chan", 0, "bad.ThingSpec.Channel", "cannot be written as JSON"},
		{"BadRef string", 1, "bad.ThingSpec.BadRef", "names no constant"},
		{"\tA", 0, "bad.ThingSpec", `"same"`},
		{"ListTypeOnStruct Item", 1, "bad.ThingSpec.ListTypeOnStruct", "not a slice"},
		{"BadKeys []Keyed", 2, "bad.ThingSpec.BadKeys", `"id" is optional and has no default`},
		{"BadKeys []Keyed", 2, "bad.ThingSpec.BadKeys", `"meta" is not a scalar`},
	}
	got := warns.Warnings()
	if len(got) != len(want) {
		t.Errorf("%d warnings, want %d:\n%v", len(got), len(want), got)
	}
	for _, w := range want {
		line := lineOf(w.at) - w.off
		found := false
		for _, g := range got {
			if filepath.Base(g.Pos.Filename) == "types.go" && g.Pos.Line == line && g.Subject == w.subject && strings.Contains(g.Msg, w.msg) {
				found = true
			}
		}
		if !found {
			t.Errorf("no warning at types.go:%d %s: …%s…; got:\n%v", line, w.subject, w.msg, got)
		}
	}
}
