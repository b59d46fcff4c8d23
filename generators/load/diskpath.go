package load

import (
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"
)

// gorootPrefix starts the file names the standard library's export data
// records: the toolchain compiles it with its GOROOT written as this, so
// that the names do not depend on where Go is installed.
const gorootPrefix = "$GOROOT" + string(filepath.Separator)

// DiskPath is where the file a position of a dependency names is on disk.
// Positions read from export data name the standard library's files under
// "$GOROOT/" and, for modules built with -trimpath, a module's files
// relative to the module cache; a generator that reads a dependency's
// comments or markers from its source needs the real path. Other names
// are returned as they are.
func DiskPath(name string) string {
	switch {
	case name == "" || filepath.IsAbs(name):
		return name
	case strings.HasPrefix(name, gorootPrefix):
		if root := toolDirs().goroot; root != "" {
			return filepath.Join(root, strings.TrimPrefix(name, gorootPrefix))
		}
	default:
		if mc := toolDirs().modCache; mc != "" {
			return filepath.Join(mc, name)
		}
	}
	return name
}

// dirs are the go command's GOROOT and module cache.
type dirs struct{ goroot, modCache string }

// toolDirs asks the go command once (or the go env cache), and only when
// a name needs it: most loads meet no such name.
var toolDirs = sync.OnceValue(func() dirs {
	env := goEnv(&packages.Config{})
	return dirs{goroot: env["GOROOT"], modCache: env["GOMODCACHE"]}
})
