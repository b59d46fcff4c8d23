package controllergen

import (
	"embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// The help controller-gen prints for -h and -w is the documentation of
// its options and of the markers each generator reads. It is upstream's
// text, recorded from upstream's own JSON help (-hhhh, <generator> -wwww)
// by hack/controller-gen-help.sh into help/; this file reads it back and
// groups it as upstream does, helpprint.go lays it out.
//
//go:embed help/*.json
var helpFiles embed.FS

// category is one group of the help: a marker category for -w, an option
// group for -h. The JSON shapes are upstream's, so that -wwww and -hhhh
// print the same bytes.
type category struct {
	Category string      `json:"category"`
	Markers  []markerDoc `json:"markers"`
}

// markerDoc documents one marker (or option) for one target.
type markerDoc struct {
	Name    string `json:"name"`
	Target  string `json:"target"`
	Summary string `json:"summary"`
	Details string `json:"details,omitempty"`
	// Category is the marker's own category, which groups it for -w.
	Category string `json:"category"`
	// DeprecatedInFavorOf is set for a deprecated marker; when not empty
	// it names the marker to write instead.
	DeprecatedInFavorOf *string    `json:"deprecatedInFavorOf,omitempty"`
	Fields              []fieldDoc `json:"fields,omitempty"`
}

// fieldDoc documents one argument of a marker; an anonymous marker
// (+name=value) has one argument named "".
type fieldDoc struct {
	Name string `json:"name"`
	argDoc
	Summary string `json:"summary"`
	Details string `json:"details,omitempty"`
}

// argDoc is an argument's type: string, bool, int, any, raw, or slice
// with the type of its items.
type argDoc struct {
	Type     string  `json:"type"`
	Optional bool    `json:"optional"`
	ItemType *argDoc `json:"itemType,omitempty"`
}

func (a argDoc) typeString() string {
	if a.Type == "slice" && a.ItemType != nil {
		return "[]" + a.ItemType.typeString()
	}
	return a.Type
}

// anonymous reports whether the marker takes one unnamed value.
func (m markerDoc) anonymous() bool {
	return len(m.Fields) == 1 && m.Fields[0].Name == ""
}

// markerFiles names the recorded marker help of each generator.
// schemapatch registers exactly the crd generator's markers. -w describes
// applyconfiguration's markers (its +kubebuilder:ac:* switches and the crd
// markers it registers) although the command does not run it yet.
var markerFiles = map[string]string{
	"applyconfiguration": "help/markers-applyconfiguration.json",
	"crd":                "help/markers-crd.json",
	"schemapatch":        "help/markers-crd.json",
	"rbac":               "help/markers-rbac.json",
	"webhook":            "help/markers-webhook.json",
	"object":             "help/markers-object.json",
}

func readHelp(file string) ([]category, error) {
	data, err := helpFiles.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var cats []category
	if err := json.Unmarshal(data, &cats); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return cats, nil
}

// optionsHelp is the help of the command line's options, grouped as
// upstream groups them (generators, generic, output rules, and the
// per-generator output rules in the unnamed group that no text level
// prints).
func optionsHelp() ([]category, error) {
	return readHelp("help/options.json")
}

// targetOrder is the order of markers of one name: upstream lists a
// registry's package markers, then its type markers, then its field
// markers, and sorts them stably by name.
var targetOrder = map[string]int{"package": 0, "type": 1, "field": 2}

// markersHelp is the help of the markers the named generators read, as
// upstream's -w gathers it: one registry for all of them (a marker
// registered again for the same target replaces the earlier one),
// grouped by category (sorted by name, the unnamed one first), each
// group sorted by marker name, descending.
func markersHelp(gens []string) ([]category, error) {
	type key struct{ name, target string }
	byKey := map[key]markerDoc{}
	for _, g := range gens {
		file, ok := markerFiles[g]
		if !ok {
			return nil, fmt.Errorf("no marker help for the %s generator: kubegen's controller-gen knows applyconfiguration, crd, rbac, webhook, schemapatch and object", g)
		}
		cats, err := readHelp(file)
		if err != nil {
			return nil, err
		}
		for _, c := range cats {
			for _, m := range c.Markers {
				byKey[key{m.Name, m.Target}] = m
			}
		}
	}
	groups := map[string][]markerDoc{}
	for _, m := range byKey {
		groups[m.Category] = append(groups[m.Category], m)
	}
	var out []category
	for _, name := range slices.Sorted(maps.Keys(groups)) {
		ms := groups[name]
		slices.SortFunc(ms, func(a, b markerDoc) int {
			if c := strings.Compare(b.Name, a.Name); c != 0 {
				return c
			}
			return targetOrder[a.Target] - targetOrder[b.Target]
		})
		out = append(out, category{Category: name, Markers: ms})
	}
	return out, nil
}
