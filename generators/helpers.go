package generators

// The common flags of the tools that write into the input packages
// themselves (deepcopy-gen, register-gen), as gengo's tools have them.

import (
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// packageFlags are the common flags of the commands writing into the
// input packages: no output directory, and the output file is the
// generator's flag (--output-file).
type packageFlags struct {
	headerFile string
	lintRules  []string
	verify     bool
	verbosity  int
}

func (c *packageFlags) add(fs *pflag.FlagSet) {
	fs.StringVar(&c.headerFile, "go-header-file", "", "the license header file put at the top of every generated file (YEAR in it becomes the current year)")
	fs.StringSliceVar(&c.lintRules, "lint-rules", nil, "comma-separated tag lint rules to enforce, of: "+strings.Join(lint.Rules, ","))
	fs.BoolVar(&c.verify, "verify", false, "write nothing; print a diff and exit 1 when the generated files are not up to date")
	fs.IntVarP(&c.verbosity, "v", "v", 0, "log verbosity; above 0 prints phase timings")
	fs.Bool("logtostderr", true, "accepted for compatibility; logs always go to stderr")
	fs.Lookup("logtostderr").Hidden = true
	// gengo v1's flag; v0.37.2 no longer has it, old scripts still pass it.
	fs.StringSlice("bounding-dirs", nil, "accepted for compatibility with older scripts; has no effect")
	fs.Lookup("bounding-dirs").Hidden = true
}

func (c *packageFlags) config(stdout, stderr io.Writer) (Config, pipeline.Shared, error) {
	cfg := Config{HeaderFile: c.headerFile, Verify: c.verify, Verbose: c.verbosity > 0, Stdout: stdout, Stderr: stderr}
	var shared pipeline.Shared
	if err := lint.CheckRules(c.lintRules); err != nil {
		return cfg, shared, err
	}
	shared.Options.LintRules = c.lintRules
	return cfg, shared, nil
}
