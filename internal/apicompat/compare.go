package apicompat

import (
	"fmt"
	"io"
	"regexp"
	"strings"
)

// Diff is one declaration that differs between the trees.
type Diff struct {
	Pkg, Name string
	Kind      Kind
	// Upstream and Ours are the two signatures; one is empty when the
	// declaration exists on one side only.
	Upstream, Ours string
	// Note explains a known kind of difference, such as a client-go type
	// replaced by one of our runtime's; the difference is still reported.
	Note string
}

// Substitution names a package of upstream's output whose types ours may
// replace by another package's, so such differences carry a note.
type Substitution struct{ Upstream, Ours string }

// DefaultSubstitutions are the replacements the generator's design allows:
// informers and listers built on our runtime instead of client-go's cache.
var DefaultSubstitutions = []Substitution{
	{Upstream: "k8s.io/client-go/tools/cache", Ours: "github.com/kubegen/kubegen/runtime"},
}

// Report is the outcome of comparing upstream's API with ours.
type Report struct {
	Upstream, Ours *API
	// MissingPackages are packages of upstream's tree absent from ours;
	// their declarations are not listed again in Missing.
	MissingPackages []string
	// Missing are upstream's declarations ours lacks; Changed those ours has
	// with another signature or kind; Extra ours has and upstream lacks
	// (informational: additions break no user).
	Missing, Changed, Extra []Diff
}

// OK reports whether ours has every declaration of upstream's, unchanged.
func (r *Report) OK() bool {
	return len(r.MissingPackages) == 0 && len(r.Missing) == 0 && len(r.Changed) == 0
}

// Compare reports what upstream has that ours lacks or declares differently.
func Compare(upstream, ours *API, subs []Substitution) *Report {
	r := &Report{Upstream: upstream, Ours: ours}
	ourPkgs := make(map[string]bool, len(ours.Packages))
	for _, p := range ours.Packages {
		ourPkgs[p] = true
	}
	for _, p := range upstream.Packages {
		if !ourPkgs[p] {
			r.MissingPackages = append(r.MissingPackages, p)
		}
	}
	missingPkg := make(map[string]bool, len(r.MissingPackages))
	for _, p := range r.MissingPackages {
		missingPkg[p] = true
	}

	ourDecls := make(map[string]Decl, len(ours.Decls))
	for _, d := range ours.Decls {
		ourDecls[d.Key()] = d
	}
	seen := make(map[string]bool, len(upstream.Decls))
	for _, u := range upstream.Decls {
		seen[u.Key()] = true
		if missingPkg[u.Pkg] {
			continue
		}
		o, ok := ourDecls[u.Key()]
		switch {
		case !ok:
			r.Missing = append(r.Missing, Diff{Pkg: u.Pkg, Name: u.Name, Kind: u.Kind, Upstream: u.Sig})
		case o.Kind != u.Kind || o.Sig != u.Sig:
			r.Changed = append(r.Changed, Diff{
				Pkg: u.Pkg, Name: u.Name, Kind: u.Kind, Upstream: u.Sig, Ours: o.Sig,
				Note: note(u, o, subs),
			})
		}
	}
	for _, o := range ours.Decls {
		if !seen[o.Key()] {
			r.Extra = append(r.Extra, Diff{Pkg: o.Pkg, Name: o.Name, Kind: o.Kind, Ours: o.Sig})
		}
	}
	return r
}

func note(u, o Decl, subs []Substitution) string {
	if u.Kind != o.Kind {
		return fmt.Sprintf("upstream declares a %s, ours a %s", u.Kind, o.Kind)
	}
	var notes []string
	if unexportedName.ReplaceAllString(u.Sig, "$1.<unexported>") == unexportedName.ReplaceAllString(o.Sig, "$1.<unexported>") {
		notes = append(notes, "differs only in the names of unexported types")
	}
	for _, s := range subs {
		if mentions(u.Sig, s.Upstream) && mentions(o.Sig, s.Ours) {
			notes = append(notes, fmt.Sprintf("upstream uses %s where ours uses %s", s.Upstream, s.Ours))
		}
	}
	return strings.Join(notes, "; ")
}

// unexportedName matches an unexported type of the output tree in a
// signature, e.g. "<root>/informers/externalversions.sharedInformerFactory".
var unexportedName = regexp.MustCompile(`(<root>[\w/-]*)\.[\p{Ll}_][\w]*`)

// mentions reports whether sig names a type of package pkg (not of a
// package whose path merely starts with pkg's).
func mentions(sig, pkg string) bool {
	return strings.Contains(sig, pkg+".")
}

// WriteText prints the differences, one declaration per entry, then a
// summary line. Extra declarations are listed only when withExtra is set.
func (r *Report) WriteText(w io.Writer, withExtra bool) error {
	ew := &errWriter{w: w}
	upCount := countByPkg(r.Upstream.Decls)
	for _, p := range r.MissingPackages {
		ew.printf("MISSING package %s (%d declarations)\n", pkgLabel(p), upCount[p])
	}
	for _, d := range r.Missing {
		ew.printf("MISSING %s: %s %s %s\n", pkgLabel(d.Pkg), d.Kind, d.Name, d.Upstream)
	}
	for _, d := range r.Changed {
		ew.printf("CHANGED %s: %s %s\n\tupstream: %s\n\tours:     %s\n", pkgLabel(d.Pkg), d.Kind, d.Name, d.Upstream, d.Ours)
		if d.Note != "" {
			ew.printf("\tnote:     %s\n", d.Note)
		}
	}
	if withExtra {
		for _, d := range r.Extra {
			ew.printf("EXTRA   %s: %s %s %s\n", pkgLabel(d.Pkg), d.Kind, d.Name, d.Ours)
		}
	}
	verdict := "OK"
	if !r.OK() {
		verdict = "MISMATCH"
	}
	ew.printf("apicompat: upstream %d packages, %d declarations; ours %d packages, %d declarations; "+
		"missing packages %d, missing %d, changed %d, extra in ours %d: %s\n",
		len(r.Upstream.Packages), len(r.Upstream.Decls), len(r.Ours.Packages), len(r.Ours.Decls),
		len(r.MissingPackages), len(r.Missing), len(r.Changed), len(r.Extra), verdict)
	return ew.err
}

func countByPkg(decls []Decl) map[string]int {
	n := make(map[string]int)
	for _, d := range decls {
		n[d.Pkg]++
	}
	return n
}

func pkgLabel(rel string) string {
	if rel == "" {
		return rootMarker
	}
	return rootMarker + "/" + rel
}

// errWriter keeps the first write error so printing code stays linear.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
