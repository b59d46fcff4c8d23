// Package write puts generated files on disk: only files whose bytes changed,
// atomically, removing files we generated earlier that are no longer
// produced, or, in verify mode, only reporting what would change.
package write

// File is one generated file.
type File struct {
	// Path is the file's path (as the output directories were given).
	Path string
	// Content is the complete, formatted file.
	Content []byte
}
