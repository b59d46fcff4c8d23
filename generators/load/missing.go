package load

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/packages"

	"github.com/kubegen/kubegen/generators/diag"
)

// WhyMissing says why the package at import path pkg cannot be loaded for
// the module in dir (the load's Config.Dir) and what to write instead, for
// a message about the tag or flag that named it. The go command's own
// answer (goMsg, "" when not known) is right about the cause but not the
// fix: for a path inside the user's own module it says "to add it: go get
// …", which cannot work. So the module layout decides the message: a path
// below a main module is a directory that is missing or holds no Go
// files; any other path belongs to a module the main module does not
// require, or to one that has no such package. goMsg is kept for what the
// layout does not explain (build constraints, a broken go.mod).
func WhyMissing(dir, pkg, goMsg string) string {
	mains, requires := moduleLayout(dir)
	// The module providing a path is the one with the longest path
	// prefix: a required module may sit below a main module's path.
	var main *mainModuleDir
	for i, m := range mains {
		if _, ok := below(pkg, m.path); ok && (main == nil || len(m.path) > len(main.path)) {
			main = &mains[i]
		}
	}
	required := ""
	for mod := range requires {
		if _, ok := below(pkg, mod); ok && len(mod) > len(required) {
			required = mod
		}
	}
	switch {
	case main != nil && len(main.path) >= len(required):
		rel, _ := below(pkg, main.path)
		at := filepath.Join(main.dir, filepath.FromSlash(rel))
		entries, err := os.ReadDir(at)
		if err != nil {
			where := ""
			if shown := diag.Path(at); shown != filepath.FromSlash(rel) {
				where = " (" + shown + ")"
			}
			return fmt.Sprintf("module %s has no directory %s%s; write the import path of one of its packages, or create the package there", main.path, rel, where)
		}
		for _, e := range entries {
			if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
				return fallback(goMsg, pkg)
			}
		}
		return fmt.Sprintf("directory %s of module %s holds no Go files; write the import path of a directory that holds the package", diag.Path(at), main.path)
	case required != "":
		return fmt.Sprintf("module %s %s, which the module requires, has no package %s; correct the path, or require a version of %s that has it", required, requires[required], pkg, required)
	case !strings.Contains(strings.Split(pkg, "/")[0], "."):
		return fmt.Sprintf("%s is no standard library package, and a module's import path starts with a host name (example.com/...); correct the path", pkg)
	}
	return fmt.Sprintf("no module the main module requires provides %s; if the path is right, add its module (go get %s), else correct the path", pkg, pkg)
}

func fallback(goMsg, pkg string) string {
	if goMsg != "" {
		return goMsg
	}
	return "package " + pkg + " does not build; check it with go build " + pkg
}

// below reports whether import path pkg is mod or below it, and its path
// inside mod ("." for mod itself).
func below(pkg, mod string) (string, bool) {
	if pkg == mod {
		return ".", true
	}
	rest, ok := strings.CutPrefix(pkg, mod+"/")
	return path.Clean(rest), ok
}

// mainModuleDir is a module whose directories are the user's (go.mod's
// module, or a go.work's use), and its root.
type mainModuleDir struct{ path, dir string }

// moduleLayout reads the main modules of dir (go.work's, when one is in
// use) and the versions of the modules they require.
func moduleLayout(dir string) (mains []mainModuleDir, requires map[string]string) {
	requires = map[string]string{}
	env := goEnv(&packages.Config{Dir: dir})
	var goMods []string
	if w := env["GOWORK"]; w != "" && w != "off" {
		if b, err := os.ReadFile(w); err == nil {
			if wf, err := modfile.ParseWork(w, b, nil); err == nil {
				for _, u := range wf.Use {
					d := u.Path
					if !filepath.IsAbs(d) {
						d = filepath.Join(filepath.Dir(w), d)
					}
					goMods = append(goMods, filepath.Join(d, "go.mod"))
				}
			}
		}
	} else if m := env["GOMOD"]; m != "" && m != os.DevNull {
		goMods = append(goMods, m)
	} else if root, _ := mainModule(dir); root != "" {
		goMods = append(goMods, filepath.Join(root, "go.mod")) // go env failed
	}
	for _, gm := range goMods {
		b, err := os.ReadFile(gm)
		if err != nil {
			continue
		}
		mf, err := modfile.ParseLax(gm, b, nil)
		if err != nil || mf.Module == nil {
			continue
		}
		mains = append(mains, mainModuleDir{mf.Module.Mod.Path, filepath.Dir(gm)})
		for _, r := range mf.Require {
			requires[r.Mod.Path] = r.Mod.Version
		}
	}
	return mains, requires
}

// Failure says why go list could not load p, a package named by import
// path and listed from dir: WhyMissing's explanation when there is no
// package at all, else the go command's first error ("" when none).
func Failure(dir string, p *packages.Package) string {
	if NotFound(p) {
		return WhyMissing(dir, p.PkgPath, p.Errors[0].Msg)
	}
	if len(p.Errors) > 0 {
		return p.Errors[0].Msg
	}
	return ""
}

// NotFound reports whether go list found no package at all at p's path
// (no file, only errors of the listing), rather than a package with
// errors.
func NotFound(p *packages.Package) bool {
	if len(p.Errors) == 0 || len(p.GoFiles) > 0 || len(p.CompiledGoFiles) > 0 || len(p.IgnoredFiles) > 0 {
		return false
	}
	for _, e := range p.Errors {
		if e.Kind != packages.ListError {
			return false
		}
	}
	return true
}
