package testenv

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestUnknownServerFailsFirst: a misspelt server kind is refused before
// the binary is built or anything starts.
func TestUnknownServerFailsFirst(t *testing.T) {
	t.Setenv(ServerBinaryEnv, filepath.Join(t.TempDir(), "no-such-binary"))
	_, err := Start(t.Context(), Options{Server: "kube-apiserve"})
	if err == nil || !strings.Contains(err.Error(), `unknown Options.Server (or KUBEGEN_TESTENV_SERVER) "kube-apiserve"`) {
		t.Fatalf("Start with a misspelt server: %v", err)
	}
}
