// Package all registers every generator kubegen has, in the order they
// run and report and their flags are checked (a generator's Finish may
// read what an earlier one decided: the apply configurations are off when
// the clientset's flags name an existing package). Importing it for its
// side effect is how kubegen (and tests running it in-process) get their
// generators; each single-tool command registers the generators it runs
// in its main instead (cmd/deepcopy-gen, cmd/validation-gen, ...) and
// links nothing else: TestCommandsLinkTheirGenerators (generators/pipeline)
// holds every command to its row.
//
// Adding a generator is one package implementing pipeline.Generator (and
// pipeline.Flagged for its flags) and one line here: kubegen then has its
// kubegen flags and runs it. A standalone command of its own is
// generators.Tool, a cmd/<tool>/main.go registering it, and a row in that
// test.
package all

import (
	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/clientset"
	"github.com/kubegen/kubegen/generators/conversion"
	"github.com/kubegen/kubegen/generators/crd"
	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/defaulter"
	"github.com/kubegen/kubegen/generators/informers"
	"github.com/kubegen/kubegen/generators/listers"
	"github.com/kubegen/kubegen/generators/openapi"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/rbac"
	"github.com/kubegen/kubegen/generators/register"
	"github.com/kubegen/kubegen/generators/validation"
	"github.com/kubegen/kubegen/generators/webhook"
)

func init() {
	pipeline.Register(
		func() pipeline.Generator { return &clientset.Gen{} },
		func() pipeline.Generator { return &listers.Gen{} },
		func() pipeline.Generator { return &informers.Gen{} },
		func() pipeline.Generator { return &decoder.Gen{} },
		func() pipeline.Generator { return &deepcopy.Gen{} },
		func() pipeline.Generator { return &register.Gen{} },
		func() pipeline.Generator { return &conversion.Gen{} },
		func() pipeline.Generator { return &applyconfig.Gen{} },
		func() pipeline.Generator { return &defaulter.Gen{} },
		func() pipeline.Generator { return &openapi.Gen{} },
		func() pipeline.Generator { return &crd.Gen{} },
		func() pipeline.Generator { return &rbac.Gen{} },
		func() pipeline.Generator { return &webhook.Gen{} },
		func() pipeline.Generator { return &validation.Gen{} },
	)
}
