package manifest

import (
	"bytes"
	"path/filepath"

	"github.com/kubegen/kubegen/generators/write"
)

// Destination is where a manifest generator's files go, as controller-gen's
// output rules put them: a directory (output:<gen>:artifacts:config= or
// output:<gen>:dir=, or config/<gen> by default), standard output
// (output:stdout), or nowhere (output:none, the zero Destination).
type Destination struct {
	// Dir is the directory the files are written in.
	Dir string
	// Print, when set, receives every file's content instead, in the
	// order generated; the command prints it once the whole run succeeded
	// (controller-gen writes documents to stdout with no file names).
	Print *bytes.Buffer
}

// Files is what writes content as the file name at d: nothing when d
// prints it or discards it.
func (d Destination) Files(name string, content []byte) []write.File {
	switch {
	case d.Print != nil:
		d.Print.Write(content)
		return nil
	case d.Dir == "":
		return nil
	}
	return []write.File{{Path: filepath.Join(d.Dir, name), Content: content}}
}

// Write renders objs as the file name at d, opened by the text of
// headerFile with year (see Header), dropping the null creationTimestamp
// (the rbac and webhook generators' output). No objects write no file,
// as upstream.
func (d Destination) Write(name, headerFile, year string, objs []any) ([]write.File, error) {
	if len(objs) == 0 {
		return nil, nil
	}
	header, err := Header(headerFile, year)
	if err != nil {
		return nil, err
	}
	content, err := Render(header, objs, DropCreationTimestamp)
	if err != nil {
		return nil, err
	}
	return d.Files(name, content), nil
}
