package generators

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

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
	pkgs, err := load.Packages(load.Config{Dir: cfg.Dir, TypeCheck: cfg.TypeCheck}, cfg.Inputs)
	res.Timings.Load = time.Since(start)
	if err != nil {
		return res, err
	}

	start = time.Now()
	set, err := model.Build(pkgs, cfg.Options)
	res.Timings.Model = time.Since(start)
	if set != nil {
		res.Warnings = append(res.Warnings, set.Warnings...)
	}
	if err != nil {
		return res, err
	}
	if cfg.Decoders && cfg.Targets.Informers {
		if err := addDecoders(cfg, set); err != nil {
			return res, err
		}
	}

	start = time.Now()
	files, err := emit(set, cfg.Targets)
	res.Timings.Emit = time.Since(start)
	if err != nil {
		return res, err
	}

	start = time.Now()
	res.Write, err = write.Apply(files, write.Options{Verify: cfg.Verify, Roots: roots(cfg)})
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

// roots are the output directories whose stale generated files we remove.
func roots(cfg Config) []write.Root {
	var out []write.Root
	o := cfg.Options
	if cfg.Targets.Clientset && !o.ClientsetOnly {
		// With --clientset-only the typed clients below are someone else's.
		out = append(out, write.Root{Dir: o.ClientsetDir, Marker: model.GeneratedLine(model.GenClient)})
	}
	if cfg.Targets.Listers {
		out = append(out, write.Root{Dir: o.ListersDir, Marker: model.GeneratedLine(model.GenLister)})
	}
	if cfg.Targets.Informers {
		out = append(out, write.Root{Dir: o.InformersDir, Marker: model.GeneratedLine(model.GenInformer)})
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
