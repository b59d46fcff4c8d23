// Package oddjson is a struct with odd json tags, for the tests of the
// generators that read tags as encoding/json does (the decoders, the
// structured-merge-diff schema): the members they find must be the keys
// encoding/json writes, Keys.
package oddjson

import (
	"encoding/json"
	"fmt"
	"slices"
)

type Inner struct {
	Deep string `json:"deep"`
}

type Phase string

type inner struct {
	Hidden string `json:"hidden"`
}

// Odd has a tag of each kind that the tools read differently.
type Odd struct {
	Inner                // promoted: "deep"
	Phase                // not a struct: the member "Phase"
	inner    `json:"in"` // unexported, but a named member
	Plain    string
	Quote    string `json:"it's"` // a name encoding/json rejects
	Bullet   string `json:"a•b"`  // so is this one
	Accented string `json:"dé"`
	Dash     string `json:"-"`
	DashName string `json:"-,"` // the name "-"
	NoName   string `json:",omitempty"`
	Number   int    `json:"number,string"`
	private  string
}

// Keys are the member names encoding/json writes for an Odd, sorted.
func Keys() ([]string, error) {
	b, err := json.Marshal(Odd{NoName: "set, as omitempty leaves out an empty one"})
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys, nil
}

// Compare is nil when members, in any order, are Keys; otherwise an error
// listing both.
func Compare(members []string) error {
	want, err := Keys()
	if err != nil {
		return err
	}
	got := slices.Sorted(slices.Values(members))
	if !slices.Equal(got, want) {
		return fmt.Errorf("members %q, encoding/json writes %q", got, want)
	}
	return nil
}
