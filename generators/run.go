package generators

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// ErrStale is returned in verify mode when the output is not up to date.
var ErrStale = errors.New("generated files are out of date; run the generator without --verify")

// Run loads what gens need, once, runs every generator, and writes their
// files together (or, with cfg.Verify, compares them). Input problems of
// the load, the model and every generator are returned together as a
// diag.List before anything is written.
func Run(cfg Config, gens []pipeline.Generator) (Result, error) {
	var res Result
	header, err := readHeader(cfg.HeaderFile, cfg.Year)
	if err != nil {
		return res, err
	}
	cfg.Options.Header = header
	var needs pipeline.Needs
	for _, g := range gens {
		needs |= g.Needs()
	}
	// What the generators find they need while generating is loaded by
	// this session, where the inputs are.
	session := load.NewSession(load.Config{Dir: cfg.Dir, Progress: progressTo(cfg.Stderr)})
	in := &pipeline.Input{Header: header, Load: session, Tags: markers.NewCollector(nil)}

	start := time.Now()
	inputs := cfg.Inputs
	var parsed []*load.Package // the inputs' syntax, when the model's load has it
	if needs.Has(pipeline.Model) {
		pkgs, loadDiags, err := load.Load(load.Config{Dir: cfg.Dir, TypeCheck: cfg.TypeCheck, Progress: progressTo(cfg.Stderr)}, cfg.Inputs)
		res.Timings.Load = time.Since(start)
		if err != nil {
			return res, err
		}
		res.Warnings = append(res.Warnings, ownedWarnings(cfg, gens, loadDiags.Warnings())...)

		// The packages that loaded are checked even when others did not, so
		// that one run reports every problem.
		start = time.Now()
		set, err := model.Build(pkgs, cfg.Options, session)
		res.Timings.Model = time.Since(start)
		if set != nil {
			res.Warnings = append(res.Warnings, ownedWarnings(cfg, gens, set.Warnings)...)
		}
		if err == nil && set != nil {
			err = checkForeignTypes(cfg.Dir, set)
		}
		if loadErr := loadDiags.Err(); loadErr != nil {
			var modelDiags diag.List
			errors.As(err, &modelDiags)
			return res, append(loadErr.(diag.List), modelDiags...).Err()
		}
		if err != nil {
			return res, err
		}
		in.Set = set
		parsed = pkgs
		// The directories name the packages exactly for a second load
		// (patterns such as an apis root are expanded).
		inputs = loadedDirs(pkgs)
	}

	// Deep copies, apply configurations and decoders need field types: the
	// inputs are loaded once more with types (dependencies from export
	// data), once for all of them. Their type errors are not reported: an
	// API package often does not compile before its deep copies exist.
	start = time.Now()
	switch {
	case needs.Has(pipeline.Typed) && parsed == nil && partlyTyped(gens):
		in.Packages, err = loadPartlyTyped(cfg, gens, inputs)
	case needs.Has(pipeline.Typed):
		var support []string
		support, err = supportPackages(cfg, gens, inputs, parsed)
		if err == nil {
			in.Packages, in.Support, _, err = load.TypedWith(load.Config{Dir: cfg.Dir, Progress: progressTo(cfg.Stderr)}, inputs, support)
		}
	case needs.Has(pipeline.Syntax):
		in.Packages, err = load.Syntax(load.Config{Dir: cfg.Dir}, inputs)
	}
	res.Timings.Load += time.Since(start)
	if err != nil {
		return res, err
	}
	if !needs.Has(pipeline.Model) {
		// The model lints the packages it builds from; without it the
		// driver does, as upstream's deepcopy-gen and register-gen check
		// every input package before writing.
		var lintDiags diag.List
		for _, p := range in.Packages {
			lint.Check(p, cfg.Options.LintRules, &lintDiags)
		}
		if err := lintDiags.Err(); err != nil {
			return res, err
		}
	}

	// Every generator runs, so that one run reports the problems of all.
	start = time.Now()
	var files []write.File
	var roots []write.Root
	var diags diag.List
	for _, g := range gens {
		out, err := g.Generate(in)
		res.Warnings = append(res.Warnings, out.Warnings...)
		var d diag.List
		if errors.As(err, &d) {
			diags = append(diags, d...)
			continue
		}
		if err != nil {
			res.Timings.Emit = time.Since(start)
			return res, err
		}
		files = append(files, out.Files...)
		roots = append(roots, out.Roots...)
	}
	res.Timings.Emit = time.Since(start)
	diags = append(diags, moduleCacheWrites(files)...)
	res.Warnings = append(res.Warnings, vendorWrites(files)...)
	if err := diags.Err(); err != nil {
		return res, err
	}

	start = time.Now()
	res.Write, err = write.Apply(files, write.Options{Verify: cfg.Verify, Roots: roots, Tombstones: cfg.GoGenerate})
	res.Timings.Write = time.Since(start)
	if err != nil {
		return res, err
	}
	if cfg.Verify && res.Write.Changed() {
		return res, ErrStale
	}
	return res, nil
}

// ownedWarnings keeps the load's and the model's warnings that this run
// reports. Every model-reading tool meets the same ones, and
// kube_codegen.sh's gen_client runs applyconfiguration-gen, client-gen,
// lister-gen and informer-gen over the same packages; so that such a run
// prints each once, a standalone tool reports only those it owns:
// client-gen (the clientset generator, which gen_client always runs) the
// +genclient tag warnings, which are about the typed clients first
// (verb=apply needing --apply-configuration-package is its flag's
// business); applyconfiguration-gen those about apply configurations
// (diag.TopicApply); lister-gen and informer-gen none, only what their
// own generators find. kubegen, which runs them all, reports every one.
func ownedWarnings(cfg Config, gens []pipeline.Generator, ws diag.List) diag.List {
	if !cfg.Standalone {
		return ws
	}
	runs := func(name string) bool {
		return slices.ContainsFunc(gens, func(g pipeline.Generator) bool { return g.Name() == name })
	}
	var out diag.List
	for _, w := range ws {
		if w.Topic == diag.TopicApply && runs("applyconfig") || w.Topic != diag.TopicApply && runs("clientset") {
			out = append(out, w)
		}
	}
	return out
}

// Main runs gens with cfg and reports like a command: diagnostics and
// errors on Stderr, the verify diff on Stdout. It returns the exit code: 0
// on success, 1 on input errors or stale output.
func Main(cfg Config, gens []pipeline.Generator) int {
	res, err := Run(cfg, gens)
	// After the work and its report, so that the entries this run read are
	// marked used first and the output is not held up (at most once a day).
	defer load.TrimCaches()
	// One line per distinct warning: the load, the model and the
	// generators may each meet the same doubtful input.
	res.Warnings = res.Warnings.Warnings()
	if len(res.Warnings) > 0 {
		fmt.Fprintln(cfg.Stderr, res.Warnings.Error())
	}
	if f := res.Write.Foreign; len(f) > 0 {
		// One line, not one per file: a Makefile loop running one group at
		// a time sees every other group's files here on every run.
		fmt.Fprintf(cfg.Stderr, "note: %d generated file(s) of groups that are not inputs of this run were left in place (first: %s); delete them if their group is gone\n", len(f), f[0])
	}
	if t := res.Write.Tombstoned; len(t) > 0 {
		fmt.Fprintf(cfg.Stderr, "warning: %d stale generated file(s) emptied into tombstones instead of removed, since go generate runs this and stops at a file it listed that has gone; they build into nothing, and the next run removes them (run go generate again before committing):\n  %s\n",
			len(t), strings.Join(t, "\n  "))
	}
	if cfg.Verify && len(res.Write.Diff) > 0 {
		cfg.Stdout.Write(res.Write.Diff)
	}
	if cfg.Verbose {
		t := res.Timings
		fmt.Fprintf(cfg.Stderr, "load %v, model %v, emit %v, write %v; %d written, %d removed, %d unchanged\n",
			t.Load.Round(time.Millisecond), t.Model.Round(time.Millisecond), t.Emit.Round(time.Millisecond),
			t.Write.Round(time.Millisecond), len(res.Write.Written), len(res.Write.Removed), res.Write.Unchanged)
	}
	if err == nil {
		return 0
	}
	var diags diag.List
	if errors.As(err, &diags) {
		fmt.Fprintln(cfg.Stderr, diags.Error())
		fmt.Fprintf(cfg.Stderr, "%d error(s); nothing was written\n", len(diags))
		return 1
	}
	fmt.Fprintln(cfg.Stderr, "error:", err)
	return 1
}

// supportPackages are the packages the Supporter generators among gens
// read besides the inputs, from the inputs' syntax: parsed when the model's
// load has it, else parsed here (cheap beside the typed load it extends).
func supportPackages(cfg Config, gens []pipeline.Generator, inputs []string, parsed []*load.Package) ([]string, error) {
	var sups []pipeline.Supporter
	for _, g := range gens {
		if s, ok := g.(pipeline.Supporter); ok {
			sups = append(sups, s)
		}
	}
	if len(sups) == 0 {
		return nil, nil
	}
	if parsed == nil {
		var err error
		if parsed, err = load.Syntax(load.Config{Dir: cfg.Dir}, inputs); err != nil {
			return nil, err
		}
	}
	isInput := map[string]bool{}
	for _, p := range parsed {
		isInput[p.PkgPath] = true
	}
	var out []string
	for _, s := range sups {
		paths, err := s.Support(parsed)
		if err != nil {
			return nil, err
		}
		for _, p := range paths {
			if !isInput[p] && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out, nil
}

// loadedDirs are the directories of the loaded packages, which name them
// exactly for a second load (patterns such as an apis root are expanded).
func loadedDirs(pkgs []*load.Package) []string {
	dirs := make([]string, len(pkgs))
	for i, p := range pkgs {
		dirs[i] = p.Dir
	}
	return dirs
}

// readHeader reads the boilerplate file like upstream: "YEAR" replaced by
// the year.
func readHeader(file string, year int) ([]byte, error) {
	if file == "" {
		return nil, nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--go-header-file: %w", err)
	}
	if year == 0 {
		year = time.Now().UTC().Year()
	}
	return bytes.ReplaceAll(b, []byte("YEAR"), []byte(strconv.Itoa(year))), nil
}

// checkForeignTypes checks that the types +genclient:method tags name in
// other packages (result=, input=) exist: a missing package or type would
// only show when the generated code is built.
func checkForeignTypes(dir string, set *model.Set) error {
	type use struct {
		m   *model.ExtMethod
		k   *model.Kind
		ref model.TypeRef
	}
	var uses []use
	var paths []string
	for _, g := range set.Groups {
		for _, v := range g.Versions {
			for _, k := range v.Kinds {
				for _, m := range k.Methods {
					for _, r := range []model.TypeRef{m.Input, m.Result} {
						if r.PkgPath != "" && r.PkgPath != v.PkgPath {
							uses = append(uses, use{m, k, r})
							paths = append(paths, r.PkgPath)
						}
					}
				}
			}
		}
	}
	if len(uses) == 0 {
		return nil
	}
	declared, failed, err := load.Declared(dir, paths)
	if err != nil {
		return err
	}
	var diags diag.List
	for _, u := range uses {
		subject := u.k.Version.PkgName + "." + u.k.Name
		types, ok := declared[u.ref.PkgPath]
		switch {
		case !ok:
			why := failed[u.ref.PkgPath]
			if why == "" {
				why = load.WhyMissing(dir, u.ref.PkgPath, "")
			}
			diags.Add(u.m.Pos, subject, "+genclient:method=%s: package %s cannot be loaded: %s", u.m.Name, u.ref.PkgPath, why)
		case !types[u.ref.Name]:
			diags.Add(u.m.Pos, subject, "+genclient:method=%s: package %s declares no type %s; check the spelling", u.m.Name, u.ref.PkgPath, u.ref.Name)
		}
	}
	return diags.Err()
}
