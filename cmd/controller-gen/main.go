// Command controller-gen is a drop-in for sigs.k8s.io/controller-tools
// v0.23.0's controller-gen: the same command line (generators with
// options, output rules, paths=), its generators run on kubegen's pipeline
// in one load: rbac and webhook manifests read from syntax only, object as
// kubegen's deepcopy generator.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/controllergen"
	"github.com/kubegen/kubegen/generators/crd"
	"github.com/kubegen/kubegen/generators/crdschema"
	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/rbac"
	"github.com/kubegen/kubegen/generators/schemapatch"
	"github.com/kubegen/kubegen/generators/webhook"
)

func main() {
	generators.TuneGC()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command: 0 on success, 1 on a bad command line or a failed
// run (controller-gen's codes).
func run(args []string, stdout, stderr io.Writer) int {
	req, err := controllergen.Parse(args, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "controller-gen: %v\n(run controller-gen -h for the options)\n", err)
		return 1
	}
	switch {
	case req.Version:
		fmt.Fprintf(stdout, "Version: %s\n", controllergen.Version)
		return 0
	case req.Help > 0 || req.LongHelp:
		if err := controllergen.WriteHelp(stdout, stderr, req.Help, req.LongHelp); err != nil {
			fmt.Fprintf(stderr, "controller-gen: %v\n", err)
			return 1
		}
		return 0
	case req.Which > 0:
		var gens []string
		for _, g := range req.Generators {
			gens = append(gens, g.Name)
		}
		if err := controllergen.WriteMarkers(stdout, stderr, req.Which, gens); err != nil {
			fmt.Fprintf(stderr, "controller-gen: %v\n", err)
			return 1
		}
		return 0
	}
	if len(req.Generators) == 0 {
		fmt.Fprintln(stderr, "controller-gen: no generators specified: name at least one (crd, rbac:roleName=<name>, webhook, object)")
		return 1
	}
	printed := &bytes.Buffer{}
	gens, err := pipelineGenerators(req, printed)
	if err != nil {
		fmt.Fprintf(stderr, "controller-gen: %v\n", err)
		return 1
	}
	cfg := generators.Config{Inputs: req.Paths, Standalone: true, Stdout: stdout, Stderr: stderr}
	// Under go generate a stale deep-copy file keeps its name until go
	// generate is done with its package (write.Options.Tombstones), as
	// for kubegen's other commands.
	cfg.GoGenerate = os.Getenv("GOFILE") != "" && os.Getenv("GOPACKAGE") != ""
	if obj := objectOptions(req); obj != nil {
		cfg.HeaderFile = obj.HeaderFile
		if obj.Year != "" {
			if _, err := fmt.Sscanf(obj.Year, "%d", &cfg.Year); err != nil {
				fmt.Fprintf(stderr, "controller-gen: object:year=%s: kubegen's object generator takes a numeric year\n", obj.Year)
				return 1
			}
		}
	}
	stop, err := generators.ProfileFromEnv()
	if err != nil {
		fmt.Fprintf(stderr, "controller-gen: %v\n", err)
		return 1
	}
	code := generators.Main(cfg, gens)
	stop()
	if code != 0 {
		return code
	}
	// output:stdout documents are printed only once every generator
	// succeeded, so that a failed run prints half of nothing.
	stdout.Write(printed.Bytes())
	return 0
}

// objectOptions are the object generator's options, nil when it does not run.
func objectOptions(req *controllergen.Request) *controllergen.Header {
	for _, g := range req.Generators {
		if g.Name == "object" {
			return g.Options.(*controllergen.Header)
		}
	}
	return nil
}

// pipelineGenerators maps the command line's generators onto kubegen's, in
// command-line order.
func pipelineGenerators(req *controllergen.Request, printed *bytes.Buffer) ([]pipeline.Generator, error) {
	var out []pipeline.Generator
	for _, g := range req.Generators {
		switch g.Name {
		case "rbac":
			o := g.Options.(*controllergen.RBAC)
			out = append(out, &rbac.Gen{RoleName: o.RoleName, FileName: o.FileName, HeaderFile: o.HeaderFile, Year: o.Year, Out: destination(g.Output, printed)})
		case "webhook":
			o := g.Options.(*controllergen.Header)
			out = append(out, &webhook.Gen{HeaderFile: o.HeaderFile, Year: o.Year, Out: destination(g.Output, printed)})
		case "crd":
			g, err := crdGenerator(g.Options.(*controllergen.CRD), g.Output, printed)
			if err != nil {
				return nil, err
			}
			if g != nil {
				out = append(out, g)
			}
		case "schemapatch":
			if sp := schemaPatcher(g.Options.(*controllergen.SchemaPatch), g.Output, printed); sp != nil {
				if err := sp.Check(); err != nil {
					return nil, err
				}
				out = append(out, sp)
			}
		case "object":
			switch {
			case g.Output.Kind == "none":
				continue
			case g.Output.Kind != "artifacts" || g.Output.Code != "":
				return nil, fmt.Errorf("object writes its deep copies into each package's directory; output:object:%s is not supported yet (drop the output rule for object)", g.Output.Kind)
			}
			out = append(out, &deepcopy.Gen{OutputFile: "zz_generated.deepcopy.go", ControllerGen: true})
		default:
			return nil, fmt.Errorf("the %s generator is not available yet in kubegen's controller-gen: run upstream controller-gen for %s (kubegen runs crd, rbac, webhook, schemapatch and object)", g.Name, g.Name)
		}
	}
	return out, nil
}

// crdGenerator is kubegen's crd generator with controller-gen's crd
// options; nil for output:none.
func crdGenerator(o *controllergen.CRD, rule controllergen.Output, printed *bytes.Buffer) (pipeline.Generator, error) {
	g := &crd.Gen{OutputDir: rule.Config}
	g.Schema = crdschema.Options{MaxDescLen: o.MaxDescLen, GenerateEmbeddedObjectMeta: isTrue(o.GenerateEmbeddedObjectMeta),
		AllowDangerousTypes: isTrue(o.AllowDangerousTypes), IgnoreUnexportedFields: isTrue(o.IgnoreUnexportedFields)}
	g.CRDVersions, g.HeaderFile, g.Year = o.CRDVersions, o.HeaderFile, o.Year
	g.PreserveUnknownFields, g.OmitToolVersion = o.DeprecatedV1beta1, isTrue(o.OmitToolVersion)
	// What controller-gen writes although the API server refuses it (two
	// storage versions) is written here too, with a warning.
	g.DropIn = true
	switch rule.Kind {
	case "none":
		return nil, nil
	case "stdout":
		// The generator writes below a directory; its files are printed
		// instead, in its order, once the run succeeded.
		g.OutputDir = "."
		if err := g.Check(); err != nil {
			return nil, err
		}
		return printing{Generator: g, printed: printed}, nil
	}
	return g, g.Check()
}

// schemaPatcher is the schemapatch generator with controller-gen's
// options; nil for output:none.
func schemaPatcher(o *controllergen.SchemaPatch, rule controllergen.Output, printed *bytes.Buffer) *schemapatch.Gen {
	if rule.Kind == "none" {
		return nil
	}
	g := &schemapatch.Gen{Manifests: o.Manifests, Out: destination(rule, printed)}
	g.Schema = crdschema.Options{MaxDescLen: o.MaxDescLen, GenerateEmbeddedObjectMeta: isTrue(o.GenerateEmbeddedObjectMeta)}
	return g
}

// printing runs a generator whose files go to standard output.
type printing struct {
	pipeline.Generator
	printed *bytes.Buffer
}

func (p printing) Generate(in *pipeline.Input) (pipeline.Output, error) {
	out, err := p.Generator.Generate(in)
	for _, f := range out.Files {
		p.printed.Write(f.Content)
	}
	out.Files = nil
	return out, err
}

func isTrue(b *bool) bool { return b != nil && *b }

// destination is where a manifest generator's output rule puts its files.
func destination(o controllergen.Output, printed *bytes.Buffer) manifest.Destination {
	switch o.Kind {
	case "stdout":
		return manifest.Destination{Print: printed}
	case "none":
		return manifest.Destination{}
	}
	return manifest.Destination{Dir: o.Config}
}
