package generators

import (
	"fmt"
	"io"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/model"
)

// Flag sets with upstream v0.37.2's names, defaults and meanings, so that
// scripts calling client-gen, lister-gen and informer-gen keep working.
// Each Add*Flags returns a function that turns the parsed flags into a
// Config, checking them first.

// common are the flags every tool has.
type common struct {
	outputDir, outputPkg, headerFile string
	plurals, lintRules               []string
	verify, typeCheck, decoders      bool
	verbosity                        int
}

// add defines the flags; a field set before add is that flag's default.
func (c *common) add(fs *pflag.FlagSet) {
	fs.StringVar(&c.outputDir, "output-dir", "", "the base directory under which to generate results")
	fs.StringVar(&c.outputPkg, "output-pkg", "", "the Go import-path of the generated results")
	fs.StringVar(&c.headerFile, "go-header-file", "", "the path to a file containing boilerplate header text; the string \"YEAR\" will be replaced with the current 4-digit year")
	// Upstream's three args packages declare --plural-exceptions with an
	// empty default (a comment there mentions Endpoints:Endpoints, but no
	// default value is set), so k8s.io/api gets "Endpointses" unless the
	// exception is given.
	fs.StringSliceVar(&c.plurals, "plural-exceptions", nil, "list of comma separated plural exception definitions in Type:PluralizedType form")
	fs.StringSliceVar(&c.lintRules, "lint-rules", nil, "comma-separated list of tag-checking lint rules to enable; supports: "+strings.Join(model.LintRules, ","))
	fs.BoolVar(&c.verify, "verify", false, "write nothing; print a diff and exit 1 when the generated files are not up to date")
	fs.BoolVar(&c.typeCheck, "type-check", false, "also type-check the input packages and report type errors (slower: needs export data of all dependencies)")
	fs.BoolVar(&c.decoders, "decoders", c.decoders, "informers: also generate reflection-free JSON decoders of the kinds and decode list and watch responses with them (needs the inputs' field types: a typed load)")
	fs.IntVarP(&c.verbosity, "v", "v", 0, "log verbosity; above 0 prints phase timings")
	// upstream's klog sets --logtostderr; accept it so scripts passing it work.
	fs.Bool("logtostderr", true, "accepted for compatibility; logs always go to stderr")
	fs.Lookup("logtostderr").Hidden = true
}

func (c *common) config(stdout, stderr io.Writer) (Config, error) {
	cfg := Config{Verify: c.verify, TypeCheck: c.typeCheck, Verbose: c.verbosity > 0, HeaderFile: c.headerFile, Stdout: stdout, Stderr: stderr}
	if c.outputDir == "" {
		return cfg, fmt.Errorf("--output-dir must be specified")
	}
	pkg, err := outputPackage(c.outputDir, c.outputPkg)
	if err != nil {
		return cfg, err
	}
	c.outputPkg = pkg
	for _, r := range c.lintRules {
		if !slices.Contains(model.LintRules, r) {
			return cfg, fmt.Errorf("unrecognized rule in --lint-rules: %s (supported: %s)", r, strings.Join(model.LintRules, ","))
		}
	}
	cfg.Options.LintRules = c.lintRules
	plurals, err := pluralExceptions(c.plurals)
	if err != nil {
		return cfg, err
	}
	cfg.Options.OutputDir, cfg.Options.OutputPkg, cfg.Options.PluralExceptions = c.outputDir, c.outputPkg, plurals
	return cfg, nil
}

// addDecoders adds the decoder generator to a run that generates
// informers, when --decoders asks for it, and has the informers use it.
func (c *common) addDecoders(cfg *Config) {
	if c.decoders && slices.Contains(cfg.Generators, "informers") {
		cfg.Generators = append(cfg.Generators, "decoders")
		cfg.Options.Decoders = true
	}
}

// AddClientGenFlags defines client-gen's flags.
func AddClientGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	var c common
	c.add(fs)
	inputs := fs.StringSlice("input", nil, `group/versions that client-gen will generate clients for, in the format "group1/version1,group2/version2..." (optionally prefixed by a path below --input-base)`)
	overrides := fs.StringSlice("included-types-overrides", nil, "list of group/version/type for which client should be generated; for each group version listed, only those types get clients")
	inputBase := fs.String("input-base", "k8s.io/kubernetes/pkg/apis", "base path (Go import path or directory) to look for the api group")
	name := fs.StringP("clientset-name", "n", "internalclientset", "the name of the generated clientset package")
	apiPath := fs.String("clientset-api-path", "/apis", "the value of default API HTTP path, starting with / and without trailing /")
	only := fs.Bool("clientset-only", false, "when set, client-gen only generates the clientset shell, without generating the individual typed clients")
	fake := fs.Bool("fake-clientset", true, "when set, client-gen will generate the fake clientset that can be used in tests")
	applyPkg := fs.String("apply-configuration-package", "", "optional package of apply configurations, generated by applyconfiguration-gen; Apply methods are generated only when set")
	protobuf := fs.Bool("prefers-protobuf", false, "when set, the clientset prefers protobuf for API requests")
	fs.SetNormalizeFunc(func(_ *pflag.FlagSet, n string) pflag.NormalizedName {
		if n == "clientset-path" { // upstream's old name
			n = "output-pkg"
		}
		return pflag.NormalizedName(n)
	})
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, err := c.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		if fs.NArg() > 0 {
			return cfg, fmt.Errorf("client-gen takes no positional arguments (got %q); name inputs with --input-base and --input", fs.Args())
		}
		if *name == "" {
			return cfg, fmt.Errorf("--clientset-name must be specified")
		}
		if *apiPath == "" {
			return cfg, fmt.Errorf("--clientset-api-path cannot be empty")
		}
		if len(*inputs) == 0 {
			return cfg, fmt.Errorf("--input must name at least one group/version")
		}
		for _, in := range *inputs {
			p, err := inputPackage(*inputBase, in)
			if err != nil {
				return cfg, err
			}
			cfg.Inputs = append(cfg.Inputs, p)
		}
		o := &cfg.Options
		if o.IncludedTypesOverrides, err = typeOverrides(*overrides); err != nil {
			return cfg, err
		}
		o.ClientsetName, o.ClientsetAPIPath = *name, *apiPath
		o.ClientsetDir, o.ClientsetPkg = filepath.Join(c.outputDir, *name), path.Join(c.outputPkg, *name)
		o.ClientsetOnly, o.FakeClientset, o.ApplyConfigPkg, o.PrefersProtobuf = *only, *fake, *applyPkg, *protobuf
		cfg.Generators = []string{"clientset"}
		return cfg, nil
	}
}

// AddListerGenFlags defines lister-gen's flags; inputs are positional.
func AddListerGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	var c common
	c.add(fs)
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, err := c.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		if cfg.Inputs = fs.Args(); len(cfg.Inputs) == 0 {
			return cfg, fmt.Errorf("give the input packages as arguments")
		}
		cfg.Options.ListersDir, cfg.Options.ListersPkg = c.outputDir, c.outputPkg
		cfg.Generators = []string{"listers"}
		return cfg, nil
	}
}

// AddInformerGenFlags defines informer-gen's flags; inputs are positional.
func AddInformerGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	var c common
	c.add(fs)
	internal := fs.String("internal-clientset-package", "", "the Go import-path of the internal clientset; internal versions are not supported")
	versioned := fs.String("versioned-clientset-package", "", "the Go import-path of the versioned clientset to use")
	listers := fs.String("listers-package", "", "the Go import-path of the listers to use")
	single := fs.Bool("single-directory", false, "if true, omit the intermediate \"internalversion\" and \"externalversions\" subdirectories")
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, err := c.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		if *internal != "" {
			return cfg, fmt.Errorf("--internal-clientset-package is not supported: kubegen generates informers for versioned APIs only; remove the flag")
		}
		if *versioned == "" || *listers == "" {
			return cfg, fmt.Errorf("--versioned-clientset-package and --listers-package must be specified: the informers import them")
		}
		if cfg.Inputs = fs.Args(); len(cfg.Inputs) == 0 {
			return cfg, fmt.Errorf("give the input packages as arguments")
		}
		o := &cfg.Options
		o.ClientsetPkg, o.ListersPkg, o.SingleDirectory = *versioned, *listers, *single
		o.InformersDir, o.InformersPkg = c.outputDir, c.outputPkg
		if !*single {
			o.InformersDir, o.InformersPkg = filepath.Join(c.outputDir, "externalversions"), path.Join(c.outputPkg, "externalversions")
		}
		cfg.Generators = []string{"informers"}
		c.addDecoders(&cfg)
		return cfg, nil
	}
}

// AddApplyConfigurationGenFlags defines applyconfiguration-gen's flags
// (upstream v0.37.2's); inputs are positional. --output-pkg may be left
// out (upstream requires it): it then follows from --output-dir and go.mod.
func AddApplyConfigurationGenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	var c common
	c.add(fs)
	external := applyconfig.NewExternalFlag()
	fs.Var(external, "external-applyconfigurations", "list of comma separated external apply configurations locations in <type-package>.<type-name>:<applyconfiguration-package> form, e.g. k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1; meta/v1's are always included")
	schema := fs.String("openapi-schema", "", "path to an OpenAPI (v2) document defining the kinds; without it the schema is derived from the Go types")
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, err := c.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		if cfg.Inputs = fs.Args(); len(cfg.Inputs) == 0 {
			return cfg, fmt.Errorf("give the input packages as arguments")
		}
		cfg.ApplyConfigDir, cfg.Options.ApplyConfigPkg = c.outputDir, c.outputPkg
		cfg.ApplyConfigExternal, cfg.OpenAPISchema = external.M, *schema
		cfg.Generators = []string{"applyconfig"}
		cfg.Options.ApplyConfigOnly = true
		return cfg, nil
	}
}

// AddKubegenFlags defines the flags of the all-in-one tool: one load, the
// clientset, listers and informers in kube_codegen.sh's layout below
// --output-dir: <clientset-subdir>/<clientset-name>, <listers-subdir>,
// <informers-subdir>/externalversions, <applyconfiguration-subdir>; deep
// copies and register files in the input packages.
func AddKubegenFlags(fs *pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error) {
	// Decoders are on by default here: kubegen loads the inputs' types for
	// the deep copies anyway, so they cost only their emit. The standalone
	// informer-gen keeps upstream's file set unless asked (--decoders).
	c := common{decoders: true}
	c.add(fs)
	name := fs.String("clientset-name", "versioned", "the name of the generated clientset package")
	clientsetSub := fs.String("clientset-subdir", "clientset", "the directory below --output-dir for the clientset")
	listersSub := fs.String("listers-subdir", "listers", "the directory below --output-dir for the listers")
	informersSub := fs.String("informers-subdir", "informers", "the directory below --output-dir for the informers")
	fake := fs.Bool("fake-clientset", true, "generate the fake clientset that can be used in tests")
	applyPkg := fs.String("apply-configuration-package", "", "an existing package of apply configurations the clients' Apply methods use; when set, none are generated")
	applySub := fs.String("applyconfiguration-subdir", "applyconfiguration", "the directory below --output-dir for the generated apply configurations (the clients get Apply methods); \"\" turns them off")
	external := applyconfig.NewExternalFlag()
	fs.Var(external, "external-applyconfigurations", "apply configurations of other packages' types, as <type-package>.<type-name>:<applyconfiguration-package>, comma separated; meta/v1's are always included")
	schema := fs.String("openapi-schema", "", "apply configurations: an OpenAPI (v2) document defining the kinds; without it the schema is derived from the Go types")
	deepcopyFile := fs.String("deepcopy-file", "zz_generated.deepcopy.go", "the deepcopy file written in each input package that asks for it (+k8s:deepcopy-gen); \"\" turns deepcopy off")
	registerFile := fs.String("register-file", "zz_generated.register.go", "the register file written in each input package that asks for it (+groupName or +k8s:register-gen, and no register.go); \"\" turns register off")
	protobuf := fs.Bool("prefers-protobuf", false, "the clientset prefers protobuf for API requests; informers then list and watch through it")
	return func(stdout, stderr io.Writer) (Config, error) {
		cfg, err := c.config(stdout, stderr)
		if err != nil {
			return cfg, err
		}
		if cfg.Inputs = fs.Args(); len(cfg.Inputs) == 0 {
			return cfg, fmt.Errorf("give the input packages as arguments")
		}
		cfg.DeepcopyFile, cfg.RegisterFile = *deepcopyFile, *registerFile
		if *name == "" {
			return cfg, fmt.Errorf("--clientset-name must not be empty")
		}
		o := &cfg.Options
		dir, pkg := c.outputDir, c.outputPkg
		o.ClientsetName, o.ClientsetAPIPath = *name, "/apis"
		o.ClientsetDir, o.ClientsetPkg = filepath.Join(dir, *clientsetSub, *name), path.Join(pkg, *clientsetSub, *name)
		o.ListersDir, o.ListersPkg = filepath.Join(dir, *listersSub), path.Join(pkg, *listersSub)
		o.InformersDir = filepath.Join(dir, *informersSub, "externalversions")
		o.InformersPkg = path.Join(pkg, *informersSub, "externalversions")
		o.FakeClientset, o.ApplyConfigPkg, o.PrefersProtobuf = *fake, *applyPkg, *protobuf
		// Every registered generator, less those the flags turn off; the
		// decoders follow --decoders (addDecoders, below).
		off := map[string]bool{"decoders": true, "deepcopy": *deepcopyFile == "", "register": *registerFile == "", "applyconfig": true}
		if *applyPkg == "" && *applySub != "" {
			// Generated here, and used by the clients (Apply, ApplyStatus)
			// and the fake clientset's type converter.
			cfg.ApplyConfigDir, o.ApplyConfigPkg = filepath.Join(dir, *applySub), path.Join(pkg, *applySub)
			cfg.ApplyConfigExternal, cfg.OpenAPISchema = external.M, *schema
			off["applyconfig"] = false
		}
		for _, name := range Registered() {
			if !off[name] {
				cfg.Generators = append(cfg.Generators, name)
			}
		}
		c.addDecoders(&cfg)
		return cfg, nil
	}
}

// inputPackage resolves one --input value below --input-base as upstream
// does: "[path/]group/version" becomes base/path/group/version. A base that
// is a directory (absolute or ./relative) gives a directory.
func inputPackage(base, input string) (string, error) {
	parts := strings.Split(input, "/")
	if len(parts) < 2 || parts[len(parts)-1] == "" {
		return "", fmt.Errorf("--input %q: want group/version (e.g. example/v1)", input)
	}
	group := parts[len(parts)-2]
	if group == "" {
		group = "core"
	}
	rel := path.Join(path.Join(parts[:len(parts)-2]...), group, parts[len(parts)-1])
	if filepath.IsAbs(base) || strings.HasPrefix(base, "./") || strings.HasPrefix(base, "../") || base == "." {
		p := filepath.Join(base, filepath.FromSlash(rel))
		if !filepath.IsAbs(p) && !strings.HasPrefix(p, "..") {
			p = "./" + p
		}
		return p, nil
	}
	return path.Join(base, rel), nil
}

// typeOverrides parses --included-types-overrides: "group/version/Type"
// (or upstream's legacy "group/Type", meaning the unversioned group).
func typeOverrides(list []string) (map[string][]string, error) {
	if len(list) == 0 {
		return nil, nil
	}
	out := map[string][]string{}
	for _, s := range list {
		parts := strings.Split(s, "/")
		switch len(parts) {
		case 2:
			out[parts[0]+"/"] = append(out[parts[0]+"/"], parts[1])
		case 3:
			gv := parts[0] + "/" + parts[1]
			out[gv] = append(out[gv], parts[2])
		default:
			return nil, fmt.Errorf("--included-types-overrides %q: should be of the form group/version/type", s)
		}
	}
	return out, nil
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
