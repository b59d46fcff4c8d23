// Command apicompat reports every exported declaration of upstream's generated
// tree that ours lacks or declares with a different signature. It exits 1 on
// any such mismatch, 2 when a tree cannot be loaded.
//
//	apicompat -dir MODULE -upstream example.com/m/gen-upstream -ours example.com/m/gen-ours
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/kubegen/kubegen/internal/apicompat"
)

func main() {
	dir := flag.String("dir", "", "directory of the module both trees build in (default: working directory)")
	upDir := flag.String("upstream-dir", "", "module directory of upstream's tree, when it differs from -dir")
	ourDir := flag.String("ours-dir", "", "module directory of our tree, when it differs from -dir")
	upRoot := flag.String("upstream", "", "import path of upstream's output root")
	ourRoot := flag.String("ours", "", "import path of our output root")
	extra := flag.Bool("extra", false, "also list declarations only ours has")
	list := flag.Bool("list", false, "print every declaration of upstream's tree and exit (no -ours needed)")
	flag.Parse()
	if *list && *upRoot != "" {
		if err := printAPI(orDefault(*upDir, *dir), *upRoot); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		return
	}
	if *upRoot == "" || *ourRoot == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: apicompat [-dir MODULE] -upstream IMPORT_PATH {-ours IMPORT_PATH [-extra] | -list}")
		os.Exit(2)
	}
	ok, err := run(orDefault(*upDir, *dir), orDefault(*ourDir, *dir), *upRoot, *ourRoot, *extra)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if !ok {
		os.Exit(1)
	}
}

func run(upDir, ourDir, upRoot, ourRoot string, extra bool) (bool, error) {
	up, err := apicompat.Load(apicompat.Tree{Dir: upDir, Root: upRoot})
	if err != nil {
		return false, err
	}
	ours, err := apicompat.Load(apicompat.Tree{Dir: ourDir, Root: ourRoot})
	if err != nil {
		return false, err
	}
	r := apicompat.Compare(up, ours, apicompat.DefaultSubstitutions)
	if err := r.WriteText(os.Stdout, extra); err != nil {
		return false, err
	}
	return r.OK(), nil
}

func printAPI(dir, root string) error {
	api, err := apicompat.Load(apicompat.Tree{Dir: dir, Root: root})
	if err != nil {
		return err
	}
	for _, d := range api.Decls {
		if _, err := fmt.Printf("%s\t%s %s %s\n", orDefault(d.Pkg, "."), d.Kind, d.Name, d.Sig); err != nil {
			return err
		}
	}
	return nil
}

func orDefault(v, def string) string {
	if v != "" {
		return v
	}
	return def
}
