package source

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// groupsText is comment groups as text, one line a comment with its
// offset, groups apart by a blank line, for comparing and showing.
func groupsText(fset *token.FileSet, groups []*ast.CommentGroup) string {
	var b strings.Builder
	for _, g := range groups {
		for _, c := range g.List {
			fmt.Fprintf(&b, "%d %q\n", fset.Position(c.Slash).Offset, c.Text)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// checkScan compares the groups of src that the scanner's tokens and the
// lexer find with go/parser's; lexed says the lexer read the file.
func checkScan(t *testing.T, name string, src []byte) (lexed bool) {
	t.Helper()
	pset := token.NewFileSet()
	f, err := parser.ParseFile(pset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want := groupsText(pset, f.Comments)
	sset := token.NewFileSet()
	groups, errs := tokenComments(sset, name, src)
	if errs != 0 {
		t.Errorf("%s: %d scanner errors", name, errs)
	}
	if got := groupsText(sset, groups); got != want {
		t.Errorf("%s: scanned comment groups differ from go/parser's\nscanned:\n%s\nparsed:\n%s", name, got, want)
	}
	lset := token.NewFileSet()
	groups, lexed = lexComments(lset, name, src)
	if got := groupsText(lset, groups); lexed && got != want {
		t.Errorf("%s: lexed comment groups differ from go/parser's\nlexed:\n%s\nparsed:\n%s", name, got, want)
	}
	return lexed
}

// TestScanCommentsGroupsAsTheParser checks the scanned groups against
// go/parser's on odd layouts: trailing comments, block comments over
// lines, a comment after an inserted semicolon, comments at the end of
// the file.
func TestScanCommentsGroupsAsTheParser(t *testing.T) {
	cases := map[string]string{
		"literals":         "package p\n\nvar a = \"//\" + `/*\n` // a\nvar b = '\\'' /* b */ + \"\\\"/*\" // c\n// d\nvar c = `x\ny` // e\n",
		"raw string lines": "package p\n\nvar a = f(`x\ny`, // a\n// b\n\tz)\n",
		"division":         "package p\n\nvar a = 1 / 2 /* a */ / 3 // b\n",
		// A block comment over lines after a token ending a statement is
		// followed by a semicolon, which ends its group; after any other
		// token, or at a line's start, the comment on its last line joins.
		"block after a paren":   "package p\n\nvar a = f() /* a\nb */ // c\nvar b int\n",
		"block after a keyword": "package p\n\nvar /* a\nb */ // c\nx int\n",
		"block after return":    "package p\n\nfunc f() {\n\treturn /* a\nb */ // c\n}\n",
		"block after a number":  "package p\n\nvar a = 1. /* a\nb */ // c\n\nfunc f() {\n\ta++ /* d\ne */ // f\n}\n",
		"block on a new line":   "package p\n\nvar x = 1\n/* a\nb */ // c\nvar y int\n",
		"layouts":               layouts,
		"trailing":              "package p\n\nvar a = 1 // trailing\n// next line\nvar b = 2\n",
		"trailing then lead":    "package p\n\nvar a = 1 // trailing\n\n// lead\nvar b = 2\n",
		"two on a line":         "package p /* one */ /* two */\n// three\n\n// four\nvar x int\n",
		"block over lines":      "package p\n\nvar a = 1 /* a\nb */ // c\n// d\nvar b = 2\n",
		"block then line":       "package p\n\n/* a\n\n*/\n// b\nvar c int\n",
		"in a body":             "package p\n\nfunc f() {\n\tx := 1 // x\n\t// y\n\t_ = x\n\t/* z */ _ = x\n}\n",
		"at the end":            "package p\n\nvar a int\n// last\n\n// very last",
		"only comments":         "// a\n\n// b\npackage p\n",
		"line directive":        "package p\n\n//line other.go:100\n// doc\ntype T int // t\n// after\n",
		"carriage returns":      "package p\r\n\r\n// doc\r\n// more\r\ntype T int\r\n",
	}
	for name, src := range cases {
		lexed := checkScan(t, name, []byte(src))
		if left := name == "line directive" || name == "carriage returns"; lexed == left {
			t.Errorf("%s: lexed %v, want %v", name, lexed, !left)
		}
	}
}

// TestScanCommentsOnTheStandardLibrary compares the groups of go/ast's,
// go/parser's and go/printer's own sources (comment-heavy, with every
// layout gofmt keeps) with go/parser's.
func TestScanCommentsOnTheStandardLibrary(t *testing.T) {
	n, lexed := 0, 0
	for _, dir := range []string{"ast", "parser", "printer", "scanner"} {
		names, _ := filepath.Glob(filepath.Join(load.DiskPath(filepath.Join("$GOROOT", "src", "go", dir)), "*.go"))
		for _, name := range names {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if checkScan(t, filepath.Base(name), src) {
				lexed++
			}
			n++
		}
	}
	if n == 0 {
		t.Skip("no standard library source")
	}
	// Those it leaves to the scanner hold line directives in their tests.
	if lexed < n*3/4 {
		t.Errorf("the lexer read %d of %d files", lexed, n)
	}
}

// TestFromDiskByLineAnswersAsFromDisk asks both readers of a file on
// disk for every line's comments by every rule: the scanning one answers
// as the parsing one, the Attached rules (which parse) included.
func TestFromDiskByLineAnswersAsFromDisk(t *testing.T) {
	fset, f := onDisk(t, "layouts.go", layouts)
	parsed, scanned := FromDisk(fset), FromDiskByLine(fset)
	for line := 1; line <= f.LineCount(); line++ {
		pos := f.LineStart(line)
		for _, r := range []Rule{ByLine, AttachedType, AttachedField} {
			if got, want := text(scanned.Above(pos, r)), text(parsed.Above(pos, r)); got != want {
				t.Errorf("line %d, rule %d: scanned %q, parsed %q", line, r, got, want)
			}
		}
		if got, want := text(scanned.Detached(pos)), text(parsed.Detached(pos)); got != want {
			t.Errorf("line %d, detached: scanned %q, parsed %q", line, got, want)
		}
	}
}
