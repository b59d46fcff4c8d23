package generators

// The common flags of the tools that write into the input packages
// themselves (deepcopy-gen, register-gen), as gengo's tools have them.

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// lintRules are upstream's --lint-rules values; as upstream's deepcopy-gen
// and register-gen do, the driver checks every input package with the
// enabled rules before writing anything.
var lintRules = lint.Rules

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
	fs.StringVar(&c.headerFile, "go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	fs.StringSliceVar(&c.lintRules, "lint-rules", nil, "comma-separated list of tag-checking lint rules to enable; supports: "+strings.Join(lintRules, ","))
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
	if err := checkLintRules(c.lintRules); err != nil {
		return cfg, shared, err
	}
	shared.Options.LintRules = c.lintRules
	return cfg, shared, nil
}
