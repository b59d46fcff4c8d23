package generators

import (
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
