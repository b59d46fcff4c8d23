// Package target holds what the driver (package generators) and the
// pipeline stages both need to name: which outputs a run selects and the
// signature of the stage that renders them. It lives apart from the driver
// so that no stage ever imports the driver; the dependencies point one way,
// from generators to the stages.
package target

import (
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
)

// Targets selects what one run generates.
type Targets struct {
	Clientset, Listers, Informers bool
	// Deepcopy and Register write into the input packages (see the driver's
	// helpers.go); Deepcopy makes the one load a typed one.
	Deepcopy, Register bool
	// ApplyConfig writes the apply configurations (ApplyConfigDir); it
	// needs the typed load too.
	ApplyConfig bool
}

// Emitter renders the files of the selected targets from a model.
type Emitter func(s *model.Set, t Targets) ([]write.File, error)
