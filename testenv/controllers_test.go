package testenv

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// TestDisableControllersStartsNoChild: the namespace, role aggregation and
// garbage collection controllers all live in the controllers child, so
// DisableControllers (and the apiextensions-only server, which has no
// namespaces or RBAC to serve them) must not start it. The binary does not
// exist, so an attempt to start the child is an error; the last case shows
// that the attempt is made when the controllers are wanted.
func TestDisableControllersStartsNoChild(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "no-such-binary")
	for _, tc := range []struct {
		name      string
		opts      Options
		wantChild bool
	}{
		{"disabled", Options{Server: KubeAPIServer, DisableControllers: true}, false},
		{"apiextensions-only server", Options{Server: APIExtensionsServer}, false},
		{"default", Options{Server: KubeAPIServer}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			e := &Env{opts: tc.opts, bin: bin, out: &out}
			err := e.startControllers()
			if tried := err != nil || e.ctrl != nil; tried != tc.wantChild {
				t.Fatalf("startControllers: err %v, child %v; want a start attempt: %v", err, e.ctrl != nil, tc.wantChild)
			}
			if logged := strings.Contains(out.String(), "garbage-collector"); logged != tc.wantChild {
				t.Errorf("log %q mentions the garbage collector: %v, want %v", out.String(), logged, tc.wantChild)
			}
		})
	}
}
