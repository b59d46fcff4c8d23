package generators

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/tags"
)

// Flags defines a command's flags on a flag set and returns the function
// that, once they are parsed, checks them and makes the run's Config
// (which chooses the generators the command runs, configured by their
// flags). AddKubegenFlags and Tool make them.
type Flags func(*pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error)

// Command is what each main runs: parse args with the tool's flags, run the
// chosen generators, report. It returns the exit code (2 for bad flags).
// Without arguments it prints the usage; the tools that write into their
// input packages (noUsageWithoutArgs) say instead that the inputs are
// missing, as upstream's do.
func Command(name string, addFlags Flags, args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	config := addFlags(fs)
	fs.Usage = func() { usage(stderr, name, fs) }
	if len(args) == 0 && !noUsageWithoutArgs[name] {
		fs.Usage()
		return 2
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "%s: %v (see %s --help)\n", name, err, name)
		return 2
	}
	cfg, err := config(stdout, stderr)
	var printout pipeline.PrintOnly
	if errors.As(err, &printout) {
		fmt.Fprint(stdout, printout.Stdout)
		fmt.Fprint(stderr, printout.Stderr)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	// Under go generate a stale file must keep its name until go generate
	// is done with its package (see write.Options.Tombstones); go generate
	// sets these two for every directive it runs.
	cfg.GoGenerate = os.Getenv("GOFILE") != "" && os.Getenv("GOPACKAGE") != ""
	gens, err := Generators(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	// A run inside a script (kube_codegen.sh) is profiled without changing
	// the script's command lines.
	stop, err := ProfileFromEnv()
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	defer stop()
	return Main(cfg, gens)
}

// noUsageWithoutArgs are the tools that report missing inputs rather than
// print their usage when run without arguments.
var noUsageWithoutArgs = map[string]bool{"deepcopy-gen": true, "register-gen": true, "conversion-gen": true, "defaulter-gen": true, "validation-gen": true}

// examples are a typical command line of each tool.
var examples = map[string]string{
	"kubegen": `kubegen --go-header-file hack/boilerplate.go.txt --output-dir pkg/generated ./pkg/apis/...
    (deep copies, register files, defaulters and conversions in the packages whose
    tags ask for them; clientset, listers, informers and apply configurations below
    pkg/generated, whose import path --output-pkg defaults to, from go.mod; OpenAPI
    definitions with --openapi-output-dir and --openapi-output-pkg)`,
	"client-gen": `client-gen --clientset-name versioned --input-base example.com/project/pkg/apis \
      --input example/v1 --output-dir pkg/generated/clientset --output-pkg example.com/project/pkg/generated/clientset`,
	"lister-gen": `lister-gen --output-dir pkg/generated/listers --output-pkg example.com/project/pkg/generated/listers ./pkg/apis/example/v1`,
	"informer-gen": `informer-gen --versioned-clientset-package example.com/project/pkg/generated/clientset/versioned \
      --listers-package example.com/project/pkg/generated/listers \
      --output-dir pkg/generated/informers --output-pkg example.com/project/pkg/generated/informers ./pkg/apis/example/v1`,
}

// usage prints what the tool does, an example, the flags and the comment
// tags the tool reads. The tags are appended to --help rather than put
// behind a flag of their own: this text is ours already (upstream's is
// pflag's bare flag list), and a user looking up a tag tries --help first.
func usage(w io.Writer, name string, fs *pflag.FlagSet) {
	args := " [flags] <input packages: directories, import paths, ./pkg/apis/... or an apis root>"
	if name == "client-gen" {
		args = " [flags]"
	}
	fmt.Fprintf(w, "Usage: %s%s\n", name, args)
	if ex, ok := examples[name]; ok {
		fmt.Fprintf(w, "\nExample:\n  %s\n", ex)
	}
	fmt.Fprintf(w, "\nFlags:\n%s", fs.FlagUsages())
	if tool, ok := tags.ToolNamed(name); ok {
		tags.Help(w, tool)
	}
}

// TuneGC raises the collector's target for a run unless the caller set
// GOGC: a run is short and keeps most of what it allocates (syntax,
// types, schemas) live to the end, so at the default (100) a fifth to a
// third of its CPU went to re-scanning a heap it then kept. Four times
// the live heap between collections cuts that to about a tenth, for some
// megabytes more. Mains call it first.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
