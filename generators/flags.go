package generators

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/lint"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// A command's flags are the common flags of its kind (outputFlags here, or
// packageFlags in helpers.go) and the flags of its generators: kubegen has
// every registered generator's kubegen flags (pipeline.Kubegen), a
// standalone tool its generators' own (pipeline.Own), with upstream
// v0.37.2's names, defaults and meanings so that scripts calling the
// upstream tools keep working. A generator's flags are defined in its
// package (pipeline.Flagged); only the settings every generator of the
// command reads are defined here.

// commonFlags are the flags of one kind of command that are not a
// generator's.
type commonFlags interface {
	// add defines the flags on fs.
	add(fs *pflag.FlagSet)
	// config checks them once parsed and makes the run's Config and the
	// settings the generators share (without the inputs).
	config(stdout, stderr io.Writer) (Config, pipeline.Shared, error)
}

// Common is a kind of command, by the common flags it has.
type Common int

const (
	// OutputTree are the commands writing below --output-dir: kubegen,
	// client-gen, lister-gen, informer-gen, applyconfiguration-gen.
	OutputTree Common = iota
	// InPackages are the commands writing into the input packages
	// themselves, as gengo's tools do: deepcopy-gen, register-gen.
	InPackages
)

func (c Common) flags() commonFlags {
	if c == InPackages {
		return &packageFlags{}
	}
	return &outputFlags{}
}

// The upstream-compatible commands: each is its kind's common flags and
// its generators' own flags, and runs those generators.
var (
	// AddClientGenFlags defines client-gen's flags; inputs are named by
	// --input-base and --input.
	AddClientGenFlags = Tool(OutputTree, "clientset")
	// AddListerGenFlags defines lister-gen's flags; inputs are positional.
	AddListerGenFlags = Tool(OutputTree, "listers")
	// AddInformerGenFlags defines informer-gen's flags; inputs are
	// positional. --decoders adds the decoder generator.
	AddInformerGenFlags = Tool(OutputTree, "informers", "decoders")
	// AddApplyConfigurationGenFlags defines applyconfiguration-gen's flags;
	// inputs are positional. --output-pkg may be left out (upstream
	// requires it): it then follows from --output-dir and go.mod.
	AddApplyConfigurationGenFlags = Tool(OutputTree, "applyconfig")
	// AddDeepcopyGenFlags defines deepcopy-gen's flags; inputs are
	// positional.
	AddDeepcopyGenFlags = Tool(InPackages, "deepcopy")
	// AddRegisterGenFlags defines register-gen's flags; inputs are
	// positional.
	AddRegisterGenFlags = Tool(InPackages, "register")
	// AddConversionGenFlags defines conversion-gen's flags; inputs are
	// positional.
	AddConversionGenFlags = Tool(InPackages, "conversion")
	// AddDefaulterGenFlags defines defaulter-gen's flags; inputs are
	// positional.
	AddDefaulterGenFlags = Tool(InPackages, "defaulter")
	// AddOpenAPIGenFlags defines openapi-gen's flags: its generator defines
	// --output-dir and --output-pkg (one output package), and it writes the
	// model name files into the input packages, as gengo's tools do.
	AddOpenAPIGenFlags = Tool(InPackages, "openapi")
	// AddValidationGenFlags defines validation-gen's flags; inputs are
	// positional.
	AddValidationGenFlags = Tool(InPackages, "validation")
)

// Tool returns the flags of a standalone upstream-compatible command: the
// common flags of its kind and the own flags (pipeline.Own) of the named
// registered generators, which it runs (those whose Finish says so).
func Tool(kind Common, generators ...string) Flags {
	return func(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
		gens, err := newGenerators(generators)
		if err != nil {
			return func(io.Writer, io.Writer) (Config, error) { return Config{}, err }
		}
		finish := compose(fs, kind.flags(), pipeline.Own, gens)
		return func(stdout, stderr io.Writer) (Config, error) {
			cfg, err := finish(stdout, stderr)
			cfg.Standalone = true
			return cfg, err
		}
	}
}

// AddKubegenFlags defines the flags of the all-in-one tool: the common
// flags and every registered generator's kubegen flags, with which it runs
// every registered generator that its flags do not turn off. The default
// layout is kube_codegen.sh's below --output-dir:
// <clientset-subdir>/<clientset-name>, <listers-subdir>,
// <informers-subdir>/externalversions, <applyconfiguration-subdir>; deep
// copies and register files in the input packages.
func AddKubegenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	gens, err := newGenerators(Registered())
	if err != nil {
		return func(io.Writer, io.Writer) (Config, error) { return Config{}, err }
	}
	// Decoders are on by default here: kubegen loads the inputs' types for
	// the deep copies anyway, so they cost only their emit. The standalone
	// informer-gen keeps upstream's file set unless asked (--decoders).
	// --output-dir is checked by the generators writing below it (those
	// that run): kube_codegen.sh's gen_helpers and gen_register run kubegen
	// with only the generators writing into the input packages.
	return compose(fs, &outputFlags{decoders: true, optionalOutputDir: true}, pipeline.Kubegen, gens)
}

// compose defines common's flags and the flags of gens for cmd on fs. The
// function it returns checks them once parsed: the common flags, then each
// generator's in registry order (a generator reads what the ones before it
// decided), then that there are inputs. The Config it makes chooses the
// generators whose Finish says they run, configured by their flags.
func compose(fs *pflag.FlagSet, common commonFlags, cmd pipeline.Command, gens []pipeline.Generator) func(stdout, stderr io.Writer) (Config, error) {
	common.add(fs)
	// Package tags outside doc.go (kubebuilder's groupversion_info.go) are
	// kubegen's reading; the upstream-named tools read doc.go only, as
	// upstream, and so does kubegen under kube_codegen.sh, whose output is
	// upstream's.
	packageComments := false
	if cmd == pipeline.Kubegen {
		fs.BoolVar(&packageComments, "package-comments", true, "read package tags (+groupName, +groupGoName, +k8s:defaulter-gen, +k8s:conversion-gen, +k8s:openapi-gen, ...) from the package comment of every file, as from doc.go; false reads doc.go only, as upstream's tools (kube_codegen.sh passes false)")
	}
	finish := make([]pipeline.Finish, len(gens))
	for i, g := range gens {
		if f, ok := g.(pipeline.Flagged); ok {
			finish[i] = f.Flags(fs, cmd)
		}
	}
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, shared, err := common.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		shared.Inputs = fs.Args()
		shared.Options.PackageComments = packageComments
		cfg.configured = map[string]pipeline.Generator{}
		for i, g := range gens {
			run := true
			if finish[i] != nil {
				if run, err = finish[i](&shared); err != nil {
					return cfg, err
				}
			}
			if run {
				cfg.Generators = append(cfg.Generators, g.Name())
				cfg.configured[g.Name()] = g
			}
		}
		cfg.Options = shared.Options
		if cfg.Inputs = shared.Inputs; len(cfg.Inputs) == 0 {
			return cfg, fmt.Errorf("give the input packages as arguments")
		}
		return cfg, nil
	}
}

// outputFlags are the common flags of the commands writing below
// --output-dir.
type outputFlags struct {
	outputDir, outputPkg, headerFile string
	plurals, lintRules               []string
	verify, typeCheck, decoders      bool
	verbosity                        int
	// optionalOutputDir: the command's generators check --output-dir
	// themselves (pipeline.Shared.NeedOutputDir).
	optionalOutputDir bool
}

// add defines the flags; a field set before add is that flag's default.
func (c *outputFlags) add(fs *pflag.FlagSet) {
	fs.StringVar(&c.outputDir, "output-dir", "", "the directory the generated packages are written below")
	fs.StringVar(&c.outputPkg, "output-pkg", "", "the Go import path of --output-dir")
	fs.StringVar(&c.headerFile, "go-header-file", "", "the license header file put at the top of every generated file (YEAR in it becomes the current year)")
	// Upstream's three args packages declare --plural-exceptions with an
	// empty default (a comment there mentions Endpoints:Endpoints, but no
	// default value is set), so k8s.io/api gets "Endpointses" unless the
	// exception is given.
	fs.StringSliceVar(&c.plurals, "plural-exceptions", nil, "plurals the English rules get wrong, comma separated, as Type:Plural (e.g. Endpoints:Endpoints)")
	fs.StringSliceVar(&c.lintRules, "lint-rules", nil, "comma-separated tag lint rules to enforce, of: "+strings.Join(lint.Rules, ","))
	fs.BoolVar(&c.verify, "verify", false, "write nothing; print a diff and exit 1 when the generated files are not up to date")
	fs.BoolVar(&c.typeCheck, "type-check", false, "also type-check the input packages and report type errors (slower: needs export data of all dependencies)")
	fs.BoolVar(&c.decoders, "decoders", c.decoders, "informers: also generate reflection-free JSON decoders of the kinds and decode list and watch responses with them (needs the inputs' field types: a typed load)")
	fs.IntVarP(&c.verbosity, "v", "v", 0, "log verbosity; above 0 prints phase timings")
	// upstream's klog sets --logtostderr; accept it so scripts passing it work.
	fs.Bool("logtostderr", true, "accepted for compatibility; logs always go to stderr")
	fs.Lookup("logtostderr").Hidden = true
}

func (c *outputFlags) config(stdout, stderr io.Writer) (Config, pipeline.Shared, error) {
	cfg := Config{Verify: c.verify, TypeCheck: c.typeCheck, Verbose: c.verbosity > 0, HeaderFile: c.headerFile, Stdout: stdout, Stderr: stderr}
	var shared pipeline.Shared
	var pkg string
	if c.outputDir != "" {
		var err error
		if pkg, err = outputPackage(c.outputDir, c.outputPkg); err != nil {
			return cfg, shared, err
		}
	} else if !c.optionalOutputDir {
		return cfg, shared, fmt.Errorf("--output-dir must be specified")
	}
	if err := lint.CheckRules(c.lintRules); err != nil {
		return cfg, shared, err
	}
	plurals, err := pluralExceptions(c.plurals)
	if err != nil {
		return cfg, shared, err
	}
	o := &shared.Options
	o.OutputDir, o.OutputPkg, o.PluralExceptions, o.LintRules = c.outputDir, pkg, plurals, c.lintRules
	shared.Decoders = c.decoders
	return cfg, shared, nil
}

// pluralExceptions parses "Type:Plural" entries.
func pluralExceptions(list []string) (map[string]string, error) {
	out := map[string]string{}
	for _, s := range list {
		if s == "" {
			continue
		}
		kind, plural, ok := strings.Cut(s, ":")
		if !ok || kind == "" || plural == "" {
			return nil, fmt.Errorf("--plural-exceptions %q: should be Type:PluralizedType, e.g. Endpoints:Endpoints", s)
		}
		out[kind] = plural
	}
	return out, nil
}
