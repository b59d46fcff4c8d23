package shard

import (
	"context"
	"strings"
	"testing"
	"time"

	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
)

// noLeases satisfies Config.Leases for checks that never reach the server.
type noLeases struct {
	coordinationv1client.LeaseInterface
}

type noHandler struct{}

func (noHandler) Acquire(context.Context, Range) error { return nil }
func (noHandler) Release(Range)                        {}

// TestNewMemberRefusesWhatTheLeaseAPIRefuses: a configuration whose Lease
// the coordination.k8s.io/v1 API would refuse on every write fails at
// NewMember, naming the cause.
func TestNewMemberRefusesWhatTheLeaseAPIRefuses(t *testing.T) {
	base := Config{Leases: noLeases{}, Handler: noHandler{}, Group: "widgets", Identity: "pod-0"}
	if _, err := NewMember(base); err != nil {
		t.Fatalf("a valid Config: %v", err)
	}
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"uppercase identity", func(c *Config) { c.Identity = "Pod-0" }, "not a valid object name"},
		{"long name", func(c *Config) { c.Identity = strings.Repeat("a", 250) }, "not a valid object name"},
		{"group not a label value", func(c *Config) { c.Group = "a b" }, "label " + GroupLabel},
		{"negative duration", func(c *Config) { c.LeaseDuration = -time.Second }, "must be positive"},
		{"duration beyond int32 seconds", func(c *Config) { c.LeaseDuration = (1 << 31) * time.Second }, "must be positive"},
		{"slash in identity", func(c *Config) { c.Identity = "a/b" }, "must not contain"},
	} {
		cfg := base
		tc.edit(&cfg)
		_, err := NewMember(cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

// TestLeaseDurationRoundsUp: a sub-second duration still gives a positive
// leaseDurationSeconds, which the Lease API requires.
func TestLeaseDurationRoundsUp(t *testing.T) {
	m, err := NewMember(Config{Leases: noLeases{}, Handler: noHandler{}, Group: "g", Identity: "i", LeaseDuration: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.leaseSeconds(); got != 1 {
		t.Errorf("leaseDurationSeconds for 300ms is %d, want 1", got)
	}
}
