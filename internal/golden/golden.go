// Package golden tells tests that compare output with committed files
// (golden trees, generated decoders) whether to rewrite those files
// instead. One switch serves every such test, in every module:
//
//	go test ./generators/emit -update      # one package, as before
//	KUBEGEN_UPDATE_GOLDEN=1 go test ./...  # every package at once (make update-golden)
//
// The -update flag is defined here, so a test package gets it by importing
// this package; `go test ./... -update` fails in the packages that do not,
// which is why the environment variable exists.
package golden

import (
	"flag"
	"os"
	"strconv"
)

// Env is the environment variable that turns updating on for every test
// binary, whatever flags it was given.
const Env = "KUBEGEN_UPDATE_GOLDEN"

var update = flag.Bool("update", false, "rewrite the committed files this package's tests compare with (or set "+Env+"=1)")

// Update reports whether tests should rewrite their committed files
// rather than compare with them: -update was given, or Env holds a true
// value (1, t, true...).
func Update() bool {
	if *update {
		return true
	}
	on, err := strconv.ParseBool(os.Getenv(Env))
	return err == nil && on
}
