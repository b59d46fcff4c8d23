package generators

// The flags of the tools that write into the input packages themselves
// (deepcopy-gen, register-gen).

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/lint"
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

// AddDeepcopyGenFlags defines deepcopy-gen's flags (upstream v0.37.2's:
// --output-file defaults to generated.deepcopy.go there too; kube_codegen.sh
// passes zz_generated.deepcopy.go); inputs are positional.
func AddDeepcopyGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	outputFile := fs.String("output-file", "generated.deepcopy.go", "the name of the file to be generated")
	return addHelperFlags(fs, func(c *Config) error {
		if *outputFile == "" {
			return fmt.Errorf("--output-file must be specified")
		}
		c.DeepcopyFile = *outputFile
		c.Generators = []string{"deepcopy"}
		return nil
	})
}

// AddRegisterGenFlags defines register-gen's flags (upstream v0.37.2's;
// --output-file defaults to generated.register.go there too).
func AddRegisterGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	outputFile := fs.String("output-file", "generated.register.go", "the name of the file to be generated")
	return addHelperFlags(fs, func(c *Config) error {
		if *outputFile == "" {
			return fmt.Errorf("output file base name cannot be empty")
		}
		c.RegisterFile = *outputFile
		c.Generators = []string{"register"}
		return nil
	})
}

func addHelperFlags(fs *pflag.FlagSet, finish func(*Config) error) func(stdout, stderr io.Writer) (Config, error) {
	header := fs.String("go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	rules := fs.StringSlice("lint-rules", nil, "comma-separated list of tag-checking lint rules to enable; supports: "+strings.Join(lintRules, ","))
	verify := fs.Bool("verify", false, "write nothing; print a diff and exit 1 when the generated files are not up to date")
	verbosity := fs.IntP("v", "v", 0, "log verbosity; above 0 prints phase timings")
	fs.Bool("logtostderr", true, "accepted for compatibility; logs always go to stderr")
	fs.Lookup("logtostderr").Hidden = true
	// gengo v1's flag; v0.37.2 no longer has it, old scripts still pass it.
	fs.StringSlice("bounding-dirs", nil, "accepted for compatibility with older scripts; has no effect")
	fs.Lookup("bounding-dirs").Hidden = true
	return func(stdout, stderr io.Writer) (Config, error) {
		c := Config{HeaderFile: *header, Verify: *verify, Verbose: *verbosity > 0, Stdout: stdout, Stderr: stderr}
		if err := checkLintRules(*rules); err != nil {
			return c, err
		}
		c.Options.LintRules = *rules
		if c.Inputs = fs.Args(); len(c.Inputs) == 0 {
			return c, fmt.Errorf("give the input packages as arguments")
		}
		return c, finish(&c)
	}
}
