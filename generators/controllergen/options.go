// Package controllergen is kubegen's controller-gen: sigs.k8s.io/controller-tools
// v0.23.0's command-line grammar (generators with options, output rules,
// paths=) mapped onto kubegen's generators, run in one load through the
// driver. cmd/controller-gen is its main.
package controllergen

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/markers"
)

// The generators controller-gen v0.23.0 knows, in its help's order. Each
// is the options struct its name: argument takes (the same argument names
// and types as upstream's, so every command line it accepts parses here).
var generatorNames = []string{"applyconfiguration", "crd", "object", "rbac", "schemapatch", "webhook"}

// CRD are the crd generator's options.
type CRD struct {
	AllowDangerousTypes        *bool    `marker:",optional"`
	CRDVersions                []string `marker:"crdVersions,optional"`
	DeprecatedV1beta1          *bool    `marker:"deprecatedV1beta1CompatibilityPreserveUnknownFields,optional"`
	GenerateEmbeddedObjectMeta *bool    `marker:",optional"`
	HeaderFile                 string   `marker:",optional"`
	IgnoreUnexportedFields     *bool    `marker:",optional"`
	MaxDescLen                 *int     `marker:",optional"`
	OmitToolVersion            *bool    `marker:",optional"`
	Year                       string   `marker:",optional"`
}

// RBAC are the rbac generator's options.
type RBAC struct {
	FileName   string `marker:",optional"`
	HeaderFile string `marker:",optional"`
	RoleName   string
	Year       string `marker:",optional"`
}

// Header are the options of object and webhook.
type Header struct {
	HeaderFile string `marker:",optional"`
	Year       string `marker:",optional"`
}

// SchemaPatch are the schemapatch generator's options.
type SchemaPatch struct {
	GenerateEmbeddedObjectMeta *bool `marker:",optional"`
	Manifests                  string
	MaxDescLen                 *int `marker:",optional"`
}

// ApplyConfiguration are the applyconfiguration generator's options.
type ApplyConfiguration struct {
	ExternalApplyConfigurations []string `marker:",optional"`
	HeaderFile                  string   `marker:",optional"`
	OmitToolVersion             *bool    `marker:",optional"`
}

// newOptions is the zero options struct of a generator.
func newOptions(gen string) any {
	switch gen {
	case "crd":
		return &CRD{}
	case "rbac":
		return &RBAC{}
	case "schemapatch":
		return &SchemaPatch{}
	case "applyconfiguration":
		return &ApplyConfiguration{}
	}
	return &Header{}
}

// ruleNames are the output rules: output:<rule> (every generator without
// its own) and output:<gen>:<rule>.
var ruleNames = []string{"artifacts", "dir", "none", "stdout"}

// rule is one output rule.
type rule struct {
	kind string // one of ruleNames
	// config is artifacts' config= (manifests) or dir's directory; code is
	// artifacts' code= (generated Go).
	config, code string
}

type artifactsOptions struct {
	Code   string `marker:",optional"`
	Config string
}

// generator is one generator option.
type generator struct {
	name    string
	options any
}

// options are a parsed command line.
type options struct {
	generators []generator
	// rules are the per-generator output rules; def the output:<rule>
	// one, nil when none was given.
	rules map[string]rule
	def   *rule
	paths []string
}

// emptyRule is the options of output rules none and stdout.
type emptyRule struct{}

// optionRegistry defines every option as controller-gen does: each
// generator, output:<rule> and output:<gen>:<rule>, and paths; an option
// is a marker without its '+', parsed by generators/markers' grammar.
var optionRegistry = func() *markers.Registry {
	r := markers.NewRegistry()
	rules := map[string]any{"artifacts": artifactsOptions{}, "dir": "", "none": emptyRule{}, "stdout": emptyRule{}}
	for _, gen := range generatorNames {
		r.MustDefine(gen, markers.OnPackage, reflect.ValueOf(newOptions(gen)).Elem().Interface())
		for name, out := range rules {
			r.MustDefine("output:"+gen+":"+name, markers.OnPackage, out)
		}
	}
	for name, out := range rules {
		r.MustDefine("output:"+name, markers.OnPackage, out)
	}
	r.MustDefine("paths", markers.OnPackage, []string(nil))
	return r
}()

// parseOptions reads controller-gen's positional arguments: each is a
// marker without its '+'.
func parseOptions(args []string) (*options, error) {
	o := &options{rules: map[string]rule{}}
	for _, raw := range args {
		if err := o.parse(strings.TrimPrefix(raw, "+")); err != nil {
			return nil, err
		}
	}
	for gen := range o.rules {
		if !slices.ContainsFunc(o.generators, func(g generator) bool { return g.name == gen }) {
			return nil, fmt.Errorf("output:%s:... names a generator this command line does not run: add %s (or remove the output rule)", gen, gen)
		}
	}
	return o, nil
}

func (o *options) parse(text string) error {
	def, val, err := optionRegistry.Parse(text, markers.OnPackage)
	if err != nil {
		return err
	}
	switch {
	case def.Name == "paths":
		o.paths = append(o.paths, val.([]string)...)
	case strings.HasPrefix(def.Name, "output:"):
		parts := strings.Split(def.Name, ":")
		r := rule{kind: parts[len(parts)-1]}
		switch v := val.(type) {
		case artifactsOptions:
			r.config, r.code = v.Config, v.Code
		case string:
			r.config = v
		}
		if len(parts) == 3 {
			o.rules[parts[1]] = r
		} else {
			o.def = &r
		}
	default:
		if slices.ContainsFunc(o.generators, func(g generator) bool { return g.name == def.Name }) {
			return fmt.Errorf("%s: generator %s is given twice: give it once, with all its options", text, def.Name)
		}
		opts := reflect.New(reflect.TypeOf(val))
		opts.Elem().Set(reflect.ValueOf(val))
		o.generators = append(o.generators, generator{name: def.Name, options: opts.Interface()})
	}
	return nil
}

// outputFor is the output rule of gen: its own, else the default given,
// else controller-gen's default, artifacts with config/<gen>.
func (o *options) outputFor(gen string) rule {
	if r, ok := o.rules[gen]; ok {
		return r
	}
	if o.def != nil {
		return *o.def
	}
	return rule{kind: "artifacts", config: "config/" + gen}
}
