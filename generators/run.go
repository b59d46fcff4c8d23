package generators

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
)

// ErrStale is returned in verify mode when the output is not up to date.
var ErrStale = errors.New("generated files are out of date; run the generator without --verify")

// Run loads, models, emits and writes. Any input problem is returned as a
// diag.List before anything is written.
func Run(cfg Config, emit Emitter) (Result, error) {
	var res Result
	header, err := readHeader(cfg.HeaderFile, cfg.Year)
	if err != nil {
		return res, err
	}
	cfg.Options.Header = header

	start := time.Now()
	pkgs, loadDiags, err := load.Load(load.Config{Dir: cfg.Dir, TypeCheck: cfg.TypeCheck, Progress: progressTo(cfg.Stderr)}, cfg.Inputs)
	res.Timings.Load = time.Since(start)
	if err != nil {
		return res, err
	}
	res.Warnings = append(res.Warnings, loadDiags.Warnings()...)

	// The packages that loaded are checked even when others did not, so
	// that one run reports every problem.
	start = time.Now()
	set, err := model.Build(pkgs, cfg.Options)
	res.Timings.Model = time.Since(start)
	if set != nil {
		res.Warnings = append(res.Warnings, set.Warnings...)
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

	start = time.Now()
	// Deep copies, register files, apply configurations and decoders need
	// field types: the packages the checked load found are loaded once
	// more with types (dependencies from export data), once for all of
	// them. Their type errors are not reported: an API package often does
	// not compile before its deep copies exist.
	helpers := cfg.Targets.Deepcopy || cfg.Targets.Register
	decoders := cfg.Decoders && cfg.Targets.Informers
	var typed []*load.Package
	if helpers || decoders || cfg.Targets.ApplyConfig {
		if typed, _, err = load.Typed(load.Config{Dir: cfg.Dir, Progress: progressTo(cfg.Stderr)}, loadedDirs(pkgs)); err != nil {
			res.Timings.Emit = time.Since(start)
			return res, err
		}
	}
	if decoders {
		if err := addDecoders(typed, set); err != nil {
			res.Timings.Emit = time.Since(start)
			return res, err
		}
	}
	files, err := emit(set, cfg.Targets)
	if err == nil && helpers {
		var more []write.File
		more, err = helperFiles(typed, cfg, header)
		files = append(files, more...)
	}
	if err == nil && cfg.Targets.ApplyConfig {
		var acs []write.File
		var warnings diag.List
		acs, warnings, err = applyconfig.Files(set, typed, applyconfig.Options{Dir: cfg.ApplyConfigDir, Pkg: cfg.Options.ApplyConfigPkg,
			Header: header, External: cfg.ApplyConfigExternal, OpenAPISchema: cfg.OpenAPISchema})
		files = append(files, acs...)
		res.Warnings = append(res.Warnings, warnings...)
	}
	res.Timings.Emit = time.Since(start)
	if err != nil {
		return res, err
	}

	start = time.Now()
	res.Write, err = write.Apply(files, write.Options{Verify: cfg.Verify, Roots: roots(cfg, set)})
	res.Timings.Write = time.Since(start)
	if err != nil {
		return res, err
	}
	if cfg.Verify && res.Write.Changed() {
		return res, ErrStale
	}
	return res, nil
}

// Main runs cfg and reports like a command: diagnostics and errors on
// Stderr, the verify diff on Stdout. It returns the exit code: 0 on
// success, 1 on input errors or stale output.
func Main(cfg Config, emit Emitter) int {
	res, err := Run(cfg, emit)
	if len(res.Warnings) > 0 {
		fmt.Fprintln(cfg.Stderr, res.Warnings.Error())
	}
	if f := res.Write.Foreign; len(f) > 0 {
		// One line, not one per file: a Makefile loop running one group at
		// a time sees every other group's files here on every run.
		fmt.Fprintf(cfg.Stderr, "note: %d generated file(s) of groups that are not inputs of this run were left in place (first: %s); delete them if their group is gone\n", len(f), f[0])
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

// loadedDirs are the directories of the loaded packages, which name them
// exactly for a second load (patterns such as an apis root are expanded).
func loadedDirs(pkgs []*load.Package) []string {
	dirs := make([]string, len(pkgs))
	for i, p := range pkgs {
		dirs[i] = p.Dir
	}
	return dirs
}

// roots are the output directories whose stale generated files we remove.
// A run owns the directories of the groups it generates (a removed kind or
// version disappears) and the directories it writes into; another group's
// output in the same root is left alone.
func roots(cfg Config, set *model.Set) []write.Root {
	var out []write.Root
	o := cfg.Options
	var clientDirs, listerDirs, informerDirs []string
	if set != nil {
		for _, g := range set.Groups {
			for _, v := range g.Versions {
				clientDirs = append(clientDirs, filepath.Dir(v.ClientDir()))
				listerDirs = append(listerDirs, filepath.Dir(v.ListerDir()))
				informerDirs = append(informerDirs, filepath.Dir(v.InformerDir()))
			}
		}
	}
	owned := func(dirs []string) []string {
		// Never nil: nil would mean the whole root.
		return append(make([]string, 0, len(dirs)), dirs...)
	}
	if cfg.Targets.Clientset && !o.ClientsetOnly {
		// With --clientset-only the typed clients below are someone else's.
		out = append(out, write.Root{Dir: o.ClientsetDir, Marker: model.GeneratedLine(model.GenClient), Owned: owned(clientDirs)})
	}
	if cfg.Targets.Listers {
		out = append(out, write.Root{Dir: o.ListersDir, Marker: model.GeneratedLine(model.GenLister), Owned: owned(listerDirs)})
	}
	if cfg.Targets.Informers {
		out = append(out, write.Root{Dir: o.InformersDir, Marker: model.GeneratedLine(model.GenInformer), Owned: owned(informerDirs)})
	}
	if cfg.Targets.ApplyConfig {
		var acDirs []string
		if set != nil {
			for _, g := range set.Groups {
				for _, v := range g.Versions {
					acDirs = append(acDirs, filepath.Join(cfg.ApplyConfigDir, g.PackageName, v.PackageName()))
				}
			}
		}
		acDirs = append(acDirs, filepath.Join(cfg.ApplyConfigDir, "internal"))
		out = append(out, write.Root{Dir: cfg.ApplyConfigDir, Marker: model.GeneratedLine(applyconfig.Generator), Owned: acDirs})
	}
	return out
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
	declared, err := load.Declared(dir, paths)
	if err != nil {
		return err
	}
	var diags diag.List
	for _, u := range uses {
		subject := u.k.Version.PkgName + "." + u.k.Name
		types, ok := declared[u.ref.PkgPath]
		switch {
		case !ok:
			diags.Add(u.m.Pos, subject, "+genclient:method=%s: package %s does not exist (or does not build) for this module; write the import path of a package the module can import, e.g. k8s.io/api/autoscaling/v1.Scale", u.m.Name, u.ref.PkgPath)
		case !types[u.ref.Name]:
			diags.Add(u.m.Pos, subject, "+genclient:method=%s: package %s declares no type %s; check the spelling", u.m.Name, u.ref.PkgPath, u.ref.Name)
		}
	}
	return diags.Err()
}
