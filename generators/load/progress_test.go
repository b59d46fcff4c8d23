package load

import (
	"bytes"
	"go/token"
	"go/types"
	"strings"
	"testing"
	"time"
)

// fired is a threshold already reached: every watched step counts as slow.
func fired(time.Duration) <-chan time.Time {
	ch := make(chan time.Time, 1)
	ch <- time.Time{}
	return ch
}

// never is a threshold never reached.
func never(time.Duration) <-chan time.Time { return nil }

func TestWatch(t *testing.T) {
	var buf bytes.Buffer
	c := Config{Progress: &buf, after: never}
	c.watch("quick step")()
	if buf.Len() != 0 {
		t.Errorf("a step ending before the threshold wrote %q", buf.String())
	}

	// The threshold passes while the step runs: the line is written by
	// the time stop returns, once.
	gate := make(chan time.Time)
	var asked time.Duration
	c = Config{Progress: &buf, SlowAfter: 5 * time.Second, after: func(d time.Duration) <-chan time.Time { asked = d; return gate }}
	stop := c.watch("slow step")
	gate <- time.Time{}
	stop()
	if got := buf.String(); got != "note: slow step\n" {
		t.Errorf("got %q", got)
	}
	if asked != 5*time.Second {
		t.Errorf("threshold %v, want SlowAfter", asked)
	}

	buf.Reset()
	c = Config{Progress: &buf, after: func(d time.Duration) <-chan time.Time { asked = d; return fired(d) }}
	c.watch("step")()
	if buf.String() != "note: step\n" || asked != DefaultSlowAfter {
		t.Errorf("got %q after %v", buf.String(), asked)
	}
	// Without Progress nothing is watched.
	Config{after: fired}.watch("x")()
}

// A first run on a cold build cache reads the dependencies' types from
// source, saying so when it takes long, instead of compiling them for
// export data silently (minutes for apimachinery); a warm run reads the
// export data. Both give the same types.
func TestColdCacheReadsDependenciesFromSource(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command on a fresh build cache")
	}
	// An empty dependency cache: an entry an earlier run wrote for this
	// graph would stand in for both paths.
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	typesOf := func(progress *bytes.Buffer) *types.Package {
		t.Helper()
		pkgs, _, err := Typed(Config{Progress: progress, after: fired}, []string{basic})
		if err != nil {
			t.Fatal(err)
		}
		return pkgs[0].Types
	}
	var warm bytes.Buffer
	warmTypes := typesOf(&warm) // this module's dependencies are built by its tests
	if !strings.Contains(warm.String(), "export data from the Go build cache") {
		t.Errorf("warm run: %q", warm.String())
	}

	// The next warm run finds the export data files in the dependency
	// cache's entry for this graph: no go list -export.
	var again bytes.Buffer
	againTypes := typesOf(&again)
	if again.Len() != 0 {
		t.Errorf("second warm run: %q", again.String())
	}
	if got, want := describeTypes(againTypes), describeTypes(warmTypes); got != want {
		t.Errorf("types from the recorded export data:\n%s\nfrom go list -export:\n%s", got, want)
	}

	t.Setenv("GOCACHE", t.TempDir())
	var cold bytes.Buffer
	coldTypes := typesOf(&cold)
	if !strings.Contains(cold.String(), "from their source: the Go build cache has no compiled copy of them") {
		t.Errorf("cold run: %q", cold.String())
	}
	if strings.Contains(cold.String(), "export data") {
		t.Errorf("cold run read export data: %q", cold.String())
	}
	if got, want := describeTypes(coldTypes), describeTypes(warmTypes); got != want || got == "" {
		t.Errorf("types from source:\n%s\nfrom export data:\n%s", got, want)
	}
}

// describeTypes lists each type of p with its fields' types and, for every
// named type met, its methods: what the generators read.
func describeTypes(p *types.Package) string { return describe(p, false) }

// describeExported is describeTypes of p's exported declarations: what
// another package can refer to, and all that export data must carry.
func describeExported(p *types.Package) string { return describe(p, true) }

func describe(p *types.Package, exportedOnly bool) string {
	var b strings.Builder
	seen := map[*types.Named]bool{}
	var named func(t types.Type)
	named = func(t types.Type) {
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			if seen[t] {
				return
			}
			seen[t] = true
			b.WriteString("  " + t.String() + " methods:")
			for i := range t.NumMethods() {
				b.WriteString(" " + t.Method(i).Name())
			}
			b.WriteString("\n")
			named(t.Underlying())
		case *types.Pointer:
			named(t.Elem())
		case *types.Slice:
			named(t.Elem())
		case *types.Map:
			named(t.Key())
			named(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				b.WriteString("    " + t.Field(i).Name() + " " + t.Field(i).Type().String() + "\n")
				named(t.Field(i).Type())
			}
		}
	}
	for _, name := range p.Scope().Names() {
		if exportedOnly && !token.IsExported(name) {
			continue
		}
		named(p.Scope().Lookup(name).Type())
	}
	return b.String()
}
