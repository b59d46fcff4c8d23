package markers

import (
	"fmt"
	"go/token"
	"slices"
	"strings"
	"sync"

	"github.com/kubegen/kubegen/generators/tags"
)

// Registry holds the definitions a run knows, by target and name. It is
// safe for concurrent use; generators register theirs once (a package
// variable, or at start) and share it.
type Registry struct {
	mu   sync.RWMutex
	defs map[Target]map[string]*Definition
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{defs: map[Target]map[string]*Definition{}}
}

// Register adds d for each of its targets. A second definition of the
// same name and target is an error: two readers disagreeing on a marker's
// arguments is a bug.
func (r *Registry) Register(defs ...*Definition) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, d := range defs {
		var err error
		d.Target.each(func(t Target) {
			if r.defs[t] == nil {
				r.defs[t] = map[string]*Definition{}
			}
			if old, dup := r.defs[t][d.Name]; dup && old != d && err == nil {
				err = fmt.Errorf("marker %s is defined twice for a %s", d.Name, t)
			}
			r.defs[t][d.Name] = d
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Define is NewDefinition and Register.
func (r *Registry) Define(name string, target Target, output any) (*Definition, error) {
	d, err := NewDefinition(name, target, output)
	if err != nil {
		return nil, err
	}
	return d, r.Register(d)
}

// MustDefine is Define for definitions known at compile time: an error is
// a bug in the definition, so it panics.
func (r *Registry) MustDefine(name string, target Target, output any) *Definition {
	d, err := r.Define(name, target, output)
	if err != nil {
		panic(err)
	}
	return d
}

// Lookup finds the definition of a marker (its text from '+', or a
// command-line argument without one) for target t (one target), nil
// when none: the full name up to '=' first, then the name without its
// last ':' segment, as controller-tools resolves +a:b:c=v (marker a:b:c,
// or argument c of marker a:b).
func (r *Registry) Lookup(text string, t Target) *Definition {
	name, full, _, _ := split(text)
	r.mu.RLock()
	defer r.mu.RUnlock()
	if d := r.defs[t][full]; d != nil {
		return d
	}
	return r.defs[t][name]
}

// Parse looks the marker up for target t and parses it: the definition
// and the value, or an Error saying what to write. A marker no definition
// takes is an error naming the registered one it was probably meant to
// be; use Lookup first where unknown markers are to be skipped.
func (r *Registry) Parse(text string, t Target) (*Definition, any, error) {
	return r.parseAt(text, t, token.Position{})
}

func (r *Registry) parseAt(text string, t Target, pos token.Position) (*Definition, any, error) {
	d := r.Lookup(text, t)
	if d == nil {
		return nil, nil, r.Unknown(text, t, pos)
	}
	v, err := d.parse(text, pos)
	return d, v, err
}

// Unknown is the error for a marker no definition of target t takes:
// when it is defined for another target it says which, else it names the
// closest registered name.
func (r *Registry) Unknown(text string, t Target, pos token.Position) *Error {
	name, full, _, _ := split(text)
	// Written with '+' whether or not the text has one (a command-line
	// option names a marker too; cmd/controller-gen's tests quote this).
	r.mu.RLock()
	defer r.mu.RUnlock()
	var other Target
	for tt, defs := range r.defs {
		if defs[full] != nil || defs[name] != nil {
			other |= tt
		}
	}
	if other != 0 {
		return at(pos, text, -1, fmt.Sprintf("+%s describes a %s, not a %s", full, other, t),
			fmt.Sprintf("move it to the comment of the %s", other))
	}
	var names []string
	for _, defs := range r.defs {
		for n := range defs {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	names = slices.Compact(names)
	fix := ""
	if c := closestName(full, names); c != "" {
		fix = fmt.Sprintf("did you mean +%s?", c)
	}
	return at(pos, text, -1, fmt.Sprintf("unknown marker +%s", full), fix)
}

// closestName is the registered name full was probably meant as: the
// closest by edits, or for a name with arguments written as a segment
// (+kubebuilder:rbac:grups=...), the closest to its name part.
func closestName(full string, names []string) string {
	if c := tags.Closest(full, names); c != "" {
		return c
	}
	if i := strings.LastIndexByte(full, ':'); i >= 0 {
		return tags.Closest(full[:i], names)
	}
	return ""
}

// Definitions are the registered definitions, each once, by name.
func (r *Registry) Definitions() []*Definition {
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []*Definition
	for _, defs := range r.defs {
		for _, d := range defs {
			if !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	slices.SortFunc(out, func(a, b *Definition) int { return strings.Compare(a.Name, b.Name) })
	return out
}
