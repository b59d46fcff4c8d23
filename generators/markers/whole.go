package markers

import (
	"bytes"
	"go/ast"
	"go/token"
	"os"
	"sync"

	"github.com/kubegen/kubegen/generators/load"
)

// wholeFile is a trimmed file read again from disk: its text, and its
// parse with every comment once some reader needed it.
type wholeFile struct {
	once   sync.Once
	src    []byte
	err    error
	parsed *ast.File
	// parseErr is the parse's error, kept with it.
	parseErr  error
	parseOnce sync.Once
}

// Whole is f (parsed into fset) with every comment: f itself when the
// load kept it whole or its text does not contain mention, else f parsed
// again into fset. A syntax load keeps only the package clause of a file
// that declares no types, and a controller's package markers mostly sit
// in such files, so a reader of those markers asks here with text every
// file holding one contains. The text and the parse are made once per
// run, whichever generators ask and with whatever mention.
func (c *Collector) Whole(fset *token.FileSet, f *ast.File, mention string) (*ast.File, error) {
	name := fset.Position(f.Package).Filename
	if load.KeptWhole(name, f) {
		return f, nil
	}
	c.run.mu.Lock()
	w := c.run.whole[f]
	if w == nil {
		w = &wholeFile{}
		c.run.whole[f] = w
	}
	c.run.mu.Unlock()
	w.once.Do(func() { w.src, w.err = os.ReadFile(name) })
	if w.err != nil {
		return nil, w.err
	}
	if !bytes.Contains(w.src, []byte(mention)) {
		return f, nil
	}
	w.parseOnce.Do(func() { w.parsed, w.parseErr = load.ParseFile(fset, name, w.src, load.Full) })
	return w.parsed, w.parseErr
}
