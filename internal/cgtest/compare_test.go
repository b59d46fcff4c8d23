package cgtest

import (
	"strings"
	"testing"
)

func files(kv ...string) map[string][]byte {
	m := map[string][]byte{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = []byte(kv[i+1])
	}
	return m
}

func TestCompare(t *testing.T) {
	ok := &Result{Files: files("out/a.yaml", "a: 1\n")}
	rejected := &Result{Exit: 1, Stderr: "api/v1/types.go:16:2: invalid minimum value\nError: not all generators ran successfully\n",
		Files: files("out/a.yaml", "partial\n")}
	tests := []struct {
		name      string
		want, got *Result
		exact     bool
		diffs     []string // substrings, one per expected difference
	}{
		{"same files", ok, &Result{Files: files("out/a.yaml", "a: 1\n")}, false, nil},
		{"other bytes", ok, &Result{Files: files("out/a.yaml", "a: 2\n")}, false, []string{`out/a.yaml: first difference at line 1: upstream "a: 1", this run "a: 2"`}},
		{"missing and extra file", ok, &Result{Files: files("out/b.yaml", "a: 1\n")},
			false, []string{"out/a.yaml: upstream writes it", "out/b.yaml: written, upstream does not"}},
		{"fails where upstream succeeds", ok, &Result{Exit: 2, Stderr: "boom\n", Files: files("out/a.yaml", "a: 1\n")}, false, []string{"exit code 2, upstream's 0"}},
		{"stdout", &Result{Stdout: "---\nx\n"}, &Result{Stdout: "---\ny\n"}, false, []string{"standard output differs"}},
		{"help text is output", &Result{Stderr: "\nCRD\n\n+groupName  package\n"}, &Result{Stderr: "\nCRD\n\n+groupName package\n"}, false, []string{"standard error differs (it is the help"}},
		{"warnings beside files are ours", &Result{Files: files("out/a.yaml", "a: 1\n")}, &Result{Stderr: "warning\n", Files: files("out/a.yaml", "a: 1\n")}, false, nil},
		{"rejected alike, message ours", rejected, &Result{Exit: 1, Stderr: "/abs/case/api/v1/types.go:16: Minimum wants a number: write +kubebuilder:validation:Minimum=1\n"}, false, nil},
		{"rejected but succeeds", rejected, &Result{Files: files("out/a.yaml", "a: 1\n")}, false,
			[]string{"exit code 0, but upstream rejects", "out/a.yaml: written although the run fails", "do not name api/v1/types.go:16"}},
		{"rejected at another line", rejected, &Result{Exit: 1, Stderr: "api/v1/types.go:17: bad\n"}, false, []string{"do not name api/v1/types.go:16"}},
		{"exact: same lines in another order", &Result{Exit: 1, Stderr: "a\nb\n"}, &Result{Exit: 1, Stderr: "b\na\n"}, true, nil},
		{"exact: exit code and stderr", &Result{Exit: 1, Stderr: "a\n"}, &Result{Exit: 0, Stderr: "c\n"}, true,
			[]string{"exit code 0, upstream's 1", "standard error differs"}},
		{"exact: partial output of a failing run counts", rejected, &Result{Exit: 1, Stderr: rejected.Stderr}, true, []string{"out/a.yaml: upstream writes it"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Compare(tc.want, tc.got, tc.exact)
			if len(got) != len(tc.diffs) {
				t.Fatalf("%d differences, want %d:\n%s", len(got), len(tc.diffs), strings.Join(got, "\n"))
			}
			for i, sub := range tc.diffs {
				if !strings.Contains(got[i], sub) {
					t.Errorf("difference %d is %q, want it to contain %q", i, got[i], sub)
				}
			}
		})
	}
}
