package validation

import (
	"runtime"
	"sync"

	"github.com/kubegen/kubegen/generators/render"
	"github.com/kubegen/kubegen/generators/write"
)

// renderError is the first file renderAll could not format, by its path.
type renderError struct {
	path string
	err  error
}

// renderAll formats the emitted files, in their order. Formatting is about
// a third of a run over k8s.io/kubernetes' packages and each file's is
// independent of the others' (a GoFile holds its own body and imports,
// which nothing changes once emitted), so the files are formatted on as
// many goroutines as the process may run at once.
func renderAll(sources []render.GoFile) ([]write.File, *renderError) {
	out := make([]write.File, len(sources))
	errs := make([]error, len(sources))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(sources)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = render.Go(sources[i])
			}
		}()
	}
	for i := range sources {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, &renderError{path: sources[i].Path, err: err}
		}
	}
	return out, nil
}
