package generators

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/register"
	"github.com/kubegen/kubegen/generators/write"
)

// HelpersConfig is one run of the generators that write into the input
// packages themselves (deepcopy-gen; register-gen): they need the inputs'
// types, so they load with load.Typed.
type HelpersConfig struct {
	Dir        string
	Inputs     []string
	HeaderFile string
	Year       int
	// DeepcopyFile is the file written per package; "" skips deepcopy.
	DeepcopyFile string
	// RegisterFile is the register file per package; "" skips register.
	RegisterFile string
	Verify       bool
	Verbose      bool
	Stdout       io.Writer
	Stderr       io.Writer
}

// lintRules are upstream's --lint-rules values. Each checks tags upstream
// does not check by default; kubegen's checks of the tags it reads are
// always on, so the rules are accepted and change nothing.
var lintRules = []string{"known-tags-only", "require-explicit-disablement"}

func checkLintRules(rules []string) error {
	for _, r := range rules {
		known := false
		for _, k := range lintRules {
			known = known || r == k
		}
		if !known {
			return fmt.Errorf("unrecognized rule in --lint-rules: %s (known: %v)", r, lintRules)
		}
	}
	return nil
}

// AddDeepcopyGenFlags defines deepcopy-gen's flags (upstream v0.37.2's:
// --output-file defaults to generated.deepcopy.go there too; kube_codegen.sh
// passes zz_generated.deepcopy.go); inputs are positional.
func AddDeepcopyGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (HelpersConfig, error) {
	outputFile := fs.String("output-file", "generated.deepcopy.go", "the name of the file to be generated")
	return addHelperFlags(fs, func(c *HelpersConfig) error {
		if *outputFile == "" {
			return fmt.Errorf("--output-file must be specified")
		}
		c.DeepcopyFile = *outputFile
		return nil
	})
}

// AddRegisterGenFlags defines register-gen's flags (upstream v0.37.2's;
// --output-file defaults to generated.register.go there too).
func AddRegisterGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (HelpersConfig, error) {
	outputFile := fs.String("output-file", "generated.register.go", "the name of the file to be generated")
	return addHelperFlags(fs, func(c *HelpersConfig) error {
		if *outputFile == "" {
			return fmt.Errorf("output file base name cannot be empty")
		}
		c.RegisterFile = *outputFile
		return nil
	})
}

func addHelperFlags(fs *pflag.FlagSet, finish func(*HelpersConfig) error) func(stdout, stderr io.Writer) (HelpersConfig, error) {
	header := fs.String("go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	rules := fs.StringSlice("lint-rules", nil, "upstream's tag lint rules (known-tags-only, require-explicit-disablement); accepted, kubegen always checks the tags it reads")
	verify := fs.Bool("verify", false, "write nothing; print a diff and exit 1 when the generated files are not up to date")
	verbosity := fs.IntP("v", "v", 0, "log verbosity; above 0 prints phase timings")
	fs.Bool("logtostderr", true, "accepted for compatibility; logs always go to stderr")
	fs.Lookup("logtostderr").Hidden = true
	// gengo v1's flag; v0.37.2 no longer has it, old scripts still pass it.
	fs.StringSlice("bounding-dirs", nil, "accepted for compatibility with older scripts; has no effect")
	fs.Lookup("bounding-dirs").Hidden = true
	return func(stdout, stderr io.Writer) (HelpersConfig, error) {
		c := HelpersConfig{HeaderFile: *header, Verify: *verify, Verbose: *verbosity > 0, Stdout: stdout, Stderr: stderr}
		if err := checkLintRules(*rules); err != nil {
			return c, err
		}
		if c.Inputs = fs.Args(); len(c.Inputs) == 0 {
			return c, fmt.Errorf("give the input packages as arguments")
		}
		return c, finish(&c)
	}
}

// HelpersCommand parses args with addFlags and runs the helpers; it
// returns the exit code (2 for bad flags).
func HelpersCommand(name string, addFlags func(*pflag.FlagSet) func(stdout, stderr io.Writer) (HelpersConfig, error),
	args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	config := addFlags(fs)
	fs.Usage = func() { usage(stderr, name, fs) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "%s: %v (see %s --help)\n", name, err, name)
		return 2
	}
	cfg, err := config(stdout, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	return reportHelpers(cfg, RunHelpers(cfg))
}

// helperFiles renders the deepcopy and register files of the selected
// targets; the problems of both are reported together.
func helperFiles(pkgs []*load.Package, cfg Config, header []byte) ([]write.File, error) {
	var files []write.File
	var diags diag.List
	collect := func(f []write.File, err error) error {
		var d diag.List
		if errors.As(err, &d) {
			diags = append(diags, d...)
			return nil
		}
		files = append(files, f...)
		return err
	}
	if cfg.Targets.Deepcopy {
		if err := collect(deepcopy.Files(pkgs, deepcopy.Options{OutputFile: cfg.DeepcopyFile, Header: header, Dir: cfg.Dir})); err != nil {
			return nil, err
		}
	}
	if cfg.Targets.Register {
		if err := collect(register.Files(pkgs, register.Options{OutputFile: cfg.RegisterFile, Header: header})); err != nil {
			return nil, err
		}
	}
	if err := diags.Err(); err != nil {
		return nil, err
	}
	return files, nil
}

// helpersResult is what RunHelpers did.
type helpersResult struct {
	write    write.Result
	warnings diag.List
	timings  Timings
	err      error
}

// RunHelpers loads the inputs with their types once and writes the
// helper files.
func RunHelpers(cfg HelpersConfig) helpersResult {
	var res helpersResult
	header, herr := readHeader(cfg.HeaderFile, cfg.Year)
	if herr != nil {
		res.err = herr
		return res
	}
	start := time.Now()
	var pkgs []*load.Package
	var err error
	if cfg.DeepcopyFile != "" {
		pkgs, _, err = load.Typed(load.Config{Dir: cfg.Dir, Progress: progressTo(cfg.Stderr)}, cfg.Inputs)
	} else { // register files need the syntax only
		pkgs, err = load.Syntax(load.Config{Dir: cfg.Dir}, cfg.Inputs)
	}
	res.timings.Load = time.Since(start)
	if err != nil {
		res.err = err
		return res
	}
	start = time.Now()
	files, err := helperFiles(pkgs, Config{Dir: cfg.Dir, DeepcopyFile: cfg.DeepcopyFile, RegisterFile: cfg.RegisterFile,
		Targets: Targets{Deepcopy: cfg.DeepcopyFile != "", Register: cfg.RegisterFile != ""}}, header)
	res.timings.Emit = time.Since(start)
	if err != nil {
		res.err = err
		return res
	}
	start = time.Now()
	res.write, res.err = write.Apply(files, write.Options{Verify: cfg.Verify})
	res.timings.Write = time.Since(start)
	if res.err == nil && cfg.Verify && res.write.Changed() {
		res.err = ErrStale
	}
	return res
}

func reportHelpers(cfg HelpersConfig, res helpersResult) int {
	if len(res.warnings) > 0 {
		fmt.Fprintln(cfg.Stderr, res.warnings.Error())
	}
	if cfg.Verify && len(res.write.Diff) > 0 {
		cfg.Stdout.Write(res.write.Diff)
	}
	if cfg.Verbose {
		t := res.timings
		fmt.Fprintf(cfg.Stderr, "load %v, emit %v, write %v; %d written, %d unchanged\n",
			t.Load.Round(time.Millisecond), t.Emit.Round(time.Millisecond), t.Write.Round(time.Millisecond),
			len(res.write.Written), res.write.Unchanged)
	}
	if res.err == nil {
		return 0
	}
	var diags diag.List
	if errors.As(res.err, &diags) {
		fmt.Fprintln(cfg.Stderr, diags.Error())
		fmt.Fprintf(cfg.Stderr, "%d error(s); nothing was written\n", len(diags))
		return 1
	}
	fmt.Fprintln(cfg.Stderr, "error:", res.err)
	return 1
}
