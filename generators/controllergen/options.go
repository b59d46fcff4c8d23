// Package controllergen is kubegen's controller-gen: sigs.k8s.io/controller-tools
// v0.23.0's command-line grammar (generators with options, output rules,
// paths=) mapped onto kubegen's generators, run in one load through the
// driver. cmd/controller-gen is its main.
package controllergen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/manifest"
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

// parseOptions reads controller-gen's positional arguments: each is a
// marker without its '+'.
func parseOptions(args []string) (*options, error) {
	o := &options{rules: map[string]rule{}}
	for _, raw := range args {
		text := strings.TrimPrefix(raw, "+")
		if err := o.parse(text); err != nil {
			return nil, fmt.Errorf("%s: %w", raw, err)
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
	if v, ok := strings.CutPrefix(text, "paths="); ok {
		var p struct {
			Paths []string `marker:"paths"`
		}
		if err := manifest.ParseArgs("paths="+v, &p); err != nil {
			return err
		}
		o.paths = append(o.paths, p.Paths...)
		return nil
	}
	if v, ok := strings.CutPrefix(text, "output:"); ok {
		return o.parseRule(v)
	}
	name, args, _ := strings.Cut(text, ":")
	if !slices.Contains(generatorNames, name) {
		return unknown(text)
	}
	if slices.ContainsFunc(o.generators, func(g generator) bool { return g.name == name }) {
		return fmt.Errorf("generator %s is given twice: give it once, with all its options", name)
	}
	opts := newOptions(name)
	if err := manifest.ParseArgs(args, opts); err != nil {
		return fmt.Errorf("option of %s: %w", name, err)
	}
	o.generators = append(o.generators, generator{name: name, options: opts})
	return nil
}

// parseRule reads what follows "output:": <rule>[args] or <gen>:<rule>[args].
func (o *options) parseRule(text string) error {
	gen := ""
	first, rest, _ := strings.Cut(text, ":")
	if !slices.Contains(ruleNames, ruleName(first)) {
		if !slices.Contains(generatorNames, first) {
			return fmt.Errorf("output:%s: %q is neither an output rule (%s) nor a generator (%s)", text, first, strings.Join(ruleNames, ", "), strings.Join(generatorNames, ", "))
		}
		gen, text = first, rest
	}
	name := ruleName(text)
	args := strings.TrimPrefix(strings.TrimPrefix(text[len(name):], ":"), "=")
	r := rule{kind: name}
	switch name {
	case "artifacts":
		var a artifactsOptions
		if err := manifest.ParseArgs(args, &a); err != nil {
			return fmt.Errorf("output rule artifacts: %w (write artifacts:config=<dir>)", err)
		}
		r.config, r.code = a.Config, a.Code
	case "dir":
		if args == "" {
			return fmt.Errorf("output rule dir needs a directory: write dir=<dir>")
		}
		r.config = strings.Trim(args, `"`)
	case "none", "stdout":
		if args != "" {
			return fmt.Errorf("output rule %s takes no arguments: write %s alone", name, name)
		}
	default:
		return fmt.Errorf("unknown output rule %q: the rules are %s", name, strings.Join(ruleNames, ", "))
	}
	if gen == "" {
		o.def = &r
	} else {
		o.rules[gen] = r
	}
	return nil
}

// ruleName is the rule's name at the start of text (up to ':' or '=').
func ruleName(text string) string {
	if i := strings.IndexAny(text, ":="); i >= 0 {
		return text[:i]
	}
	return text
}

// unknown is the error of an option that names nothing, with the nearest
// name.
func unknown(text string) error {
	name, _, _ := strings.Cut(text, ":")
	name, _, _ = strings.Cut(name, "=")
	known := append(slices.Clone(generatorNames), "paths", "output")
	best, bestDist := "", 3
	for _, k := range known {
		if d := distance(strings.ToLower(name), strings.ToLower(k)); d < bestDist {
			best, bestDist = k, d
		}
	}
	if best != "" {
		return fmt.Errorf("unknown option %q: did you mean %s?", name, best)
	}
	return fmt.Errorf("unknown option %q: the generators are %s; other options are paths= and output:", name, strings.Join(generatorNames, ", "))
}

// distance is the edit distance of a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
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
