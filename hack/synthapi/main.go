// Command synthapi writes a synthetic Kubernetes-style API module for the
// generator benchmarks and compatibility checks: GROUPS groups, each with
// VERSIONS versions of KINDS kinds, tagged for client-gen, lister-gen and
// informer-gen. The kinds vary (namespaced and cluster-scoped, with and
// without a status, with restricted verbs) so that every branch of the
// generators is exercised. The module carries hand-written deep-copy
// methods: it compiles as written, before any generator has run.
//
//	go run ./hack/synthapi -out DIR -module example.com/synth -groups 10 -versions 1 -kinds 10
//
// Inputs are DIR/apis/<group>/<version>; DIR/hack/boilerplate.go.txt is the
// header file for the generators. Run `go mod tidy` in DIR afterwards to
// complete go.sum.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "synthapi: %v\n", err)
		os.Exit(2)
	}
}

// run parses the command line and writes the module; errors are returned so
// that the test can call it in-process.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("synthapi", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	fs.StringVar(&o.out, "out", "", "directory to write the module into (created; must be empty or absent)")
	fs.StringVar(&o.module, "module", "example.com/synth", "module path of the written module")
	fs.IntVar(&o.groups, "groups", 2, "number of API groups")
	fs.IntVar(&o.versions, "versions", 1, "number of versions of each group")
	fs.IntVar(&o.kinds, "kinds", 5, "number of kinds in each group version")
	fs.StringVar(&o.domain, "domain", "synth.example.com", "suffix of every group name")
	fs.StringVar(&o.k8s, "k8s", "v0.37.2", "version of k8s.io/apimachinery the module requires")
	fs.StringVar(&o.goVersion, "go", "1.26.0", "go directive of the written go.mod")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: synthapi -out DIR [-module M] [-groups G] [-versions V] [-kinds K]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q; every input is a flag", fs.Args())
	}
	if err := o.validate(); err != nil {
		return err
	}
	return writeModule(o, newAPI(o))
}

// options are the command line, checked by validate.
type options struct {
	out, module, domain, k8s, goVersion string
	groups, versions, kinds             int
}

func (o options) validate() error {
	switch {
	case o.out == "":
		return fmt.Errorf("-out is required: the directory to write the module into")
	case o.module == "":
		return fmt.Errorf("-module must not be empty")
	case o.groups < 1 || o.versions < 1 || o.kinds < 1:
		return fmt.Errorf("-groups, -versions and -kinds must be at least 1 (got %d, %d, %d)", o.groups, o.versions, o.kinds)
	}
	entries, err := os.ReadDir(o.out)
	if err == nil && len(entries) > 0 {
		// Writing over an older module would leave its extra groups behind.
		return fmt.Errorf("-out %s is not empty; remove it first", o.out)
	}
	return nil
}
