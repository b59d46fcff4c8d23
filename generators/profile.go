package generators

import (
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
)

// startCPUProfile writes a CPU profile of the rest of the run to a new file
// at path (KUBEGEN_CPUPROFILE): when one process of a script runs many
// times (kube_codegen.sh's calls), each names its own file, the process id
// appended. stop ends the profile and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path + "." + strconv.Itoa(os.Getpid()))
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// ProfileFromEnv starts the CPU profile KUBEGEN_CPUPROFILE asks for, so
// that every command (kubegen's tools and controller-gen) is profiled the
// same way inside the scripts that run it. stop is a no-op when the
// variable is unset.
func ProfileFromEnv() (stop func(), err error) {
	p := os.Getenv("KUBEGEN_CPUPROFILE")
	if p == "" {
		return func() {}, nil
	}
	stop, err = startCPUProfile(p)
	if err != nil {
		return nil, fmt.Errorf("KUBEGEN_CPUPROFILE: %w", err)
	}
	return stop, nil
}
