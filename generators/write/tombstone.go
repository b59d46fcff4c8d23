package write

import (
	"bytes"
	"fmt"
	"go/parser"
	"go/token"
	"os"
)

// ignoreLine is the build constraint that keeps a tombstone out of every
// build and out of the file lists go generate (and go list) make.
const ignoreLine = "//go:build ignore"

// tombstones splits stale files into those rewritten as tombstones and
// those removed: a stale file that is already excluded by ignoreLine (a
// tombstone an earlier run left) is never listed by go generate, so it can
// go; any other keeps its name until the next run.
func tombstones(stale []string) (buried []File, remove []string, err error) {
	for _, p := range stale {
		content, err := os.ReadFile(p)
		if err != nil {
			return nil, nil, fmt.Errorf("reading %s: %w", p, err)
		}
		if hasLine(content, []byte(ignoreLine)) {
			remove = append(remove, p)
			continue
		}
		buried = append(buried, File{Path: p, Content: tombstone(content)})
	}
	return buried, remove, nil
}

// tombstone is the content a stale file is replaced with: the build
// constraint first (it must precede the package clause), the generator's
// marker lines kept so that the file is still recognised as generated and
// stale, why the file is there, and the old package clause so that tools
// reading the directory see one package. A file whose package clause does
// not parse gets none; it is excluded from builds all the same.
func tombstone(old []byte) []byte {
	var b bytes.Buffer
	b.WriteString(ignoreLine + "\n\n")
	for _, line := range bytes.Split(old, []byte("\n")) {
		line = bytes.TrimSuffix(line, []byte("\r"))
		if bytes.HasPrefix(line, []byte("// Code generated ")) && bytes.HasSuffix(line, []byte(" DO NOT EDIT.")) {
			b.Write(line)
			b.WriteString("\n")
		}
	}
	b.WriteString(`
// This file is a tombstone: it was generated, is generated no more, and
// was emptied instead of removed because the generator ran under go
// generate, which lists a package's files before running generators and
// stops at a listed file that has gone. Excluded from every build, it is
// removed by the next run of the generator.
`)
	if f, err := parser.ParseFile(token.NewFileSet(), "", old, parser.PackageClauseOnly); err == nil {
		fmt.Fprintf(&b, "\npackage %s\n", f.Name.Name)
	}
	return b.Bytes()
}
