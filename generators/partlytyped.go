package generators

import (
	"slices"
	"strconv"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// partlyTyped reports whether every generator of gens that needs Typed is
// a pipeline.PartlyTyped and none is a Supporter (whose support packages
// join the typed load by path, which a partial load does not do).
func partlyTyped(gens []pipeline.Generator) bool {
	some := false
	for _, g := range gens {
		if _, ok := g.(pipeline.Supporter); ok {
			return false
		}
		if !g.Needs().Has(pipeline.Typed) {
			continue
		}
		if _, ok := g.(pipeline.PartlyTyped); !ok {
			return false
		}
		some = true
	}
	return some
}

// loadPartlyTyped loads the inputs for PartlyTyped generators: parsed,
// then the packages the generators pick, with the inputs they import,
// type-checked in one load; the other inputs stay parsed only. When the
// pick is every input the load is the full typed one, as without
// PartlyTyped.
func loadPartlyTyped(cfg Config, gens []pipeline.Generator, inputs []string) ([]*load.Package, error) {
	parsed, err := load.Syntax(load.Config{Dir: cfg.Dir}, inputs)
	if err != nil {
		return nil, err
	}
	byPath := map[string]*load.Package{}
	for _, p := range parsed {
		byPath[p.PkgPath] = p
	}
	picked := map[string]bool{}
	var queue []*load.Package
	pick := func(p *load.Package) {
		if !picked[p.PkgPath] {
			picked[p.PkgPath] = true
			queue = append(queue, p)
		}
	}
	for _, g := range gens {
		if pt, ok := g.(pipeline.PartlyTyped); ok {
			for _, p := range pt.TypedInputs(parsed) {
				pick(p)
			}
		}
	}
	// An input a picked package imports is checked from source with it,
	// as in the full load (not read as a dependency): its types are then
	// the same objects, with their comments.
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, f := range p.Files {
			for _, spec := range f.Imports {
				if path, err := strconv.Unquote(spec.Path.Value); err == nil && byPath[path] != nil {
					pick(byPath[path])
				}
			}
		}
	}
	lc := load.Config{Dir: cfg.Dir, Progress: progressTo(cfg.Stderr)}
	switch len(picked) {
	case 0:
		return parsed, nil
	case len(parsed):
		typed, _, _, err := load.TypedWith(lc, inputs, nil)
		return typed, err
	}
	var dirs []string
	for _, p := range parsed {
		if picked[p.PkgPath] {
			dirs = append(dirs, p.Dir)
		}
	}
	// The dependencies are read for every input, not only the picked
	// ones: the next command line over the same inputs with a generator
	// that types all of them (the object line after the crd line) then
	// finds them in the dependency cache, where it would check the graph
	// from source again on an empty one.
	wide := lc
	wide.GuessFrom = loadedDirs(parsed)
	typed, _, _, err := load.TypedWith(wide, dirs, nil)
	if err != nil {
		return nil, err
	}
	out := slices.Clone(parsed)
	replaced := 0
	for _, t := range typed {
		i := slices.IndexFunc(out, func(p *load.Package) bool { return p.PkgPath == t.PkgPath })
		if i < 0 || out[i].Types != nil {
			continue
		}
		// Requested by the user's pattern, not by the directory given here.
		t.Input, t.FromPattern = out[i].Input, out[i].FromPattern
		out[i] = t
		replaced++
	}
	if replaced != len(dirs) {
		// A directory that did not load as the package it was parsed as
		// (a doubt, not an expected case): the full load decides.
		typed, _, _, err := load.TypedWith(lc, inputs, nil)
		return typed, err
	}
	return out, nil
}
