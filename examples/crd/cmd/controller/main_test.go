package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

// TestScript runs the command as `make demo` does: the embedded server,
// the controller and the scripted client, which fails unless every
// reconcile it waits for happens and the server holds an Event for every
// status the controller wrote.
func TestScript(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var stdout, stderr bytes.Buffer
	err := run(ctx, []string{"--script", "--namespace", "script-test", "--timeout", "90s"}, &stdout, &stderr)
	if err != nil {
		t.Fatalf("run: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
	}
	out := stdout.String()
	// The log shows events and reconciles in causal order.
	last := -1
	for _, want := range []string{
		"event: Foo OnAdd script-test/hello",
		"reconcile script-test/hello: status updated: phase=Pending",
		"event: Bar OnAdd web",
		"reconcile script-test/hello: status updated: phase=Ready replicas=1",
		"reconcile script-test/hello: status updated: phase=Ready replicas=3 observedGeneration=2",
		"event: Bar OnDelete web",
		"event: Foo OnDelete script-test/hello",
		"script done",
		"Events on the server (core/v1, namespace script-test, source foo-controller",
		"Warning  BarMissing          Foo/hello  x2    Pending: waiting for Bar web",
		"Normal   Ready               Foo/hello  x1    Ready: 1 x nginx:1.27",
		"Normal   Ready               Foo/hello  x1    Ready: 3 x nginx:1.27",
		"Normal   Ready               Foo/hello  x1    Ready: 3 x nginx:1.28",
		"Normal   Ready               Foo/world  x1    Ready: 2 x nginx:1.27",
		"Normal   Ready               Foo/world  x1    Ready: 2 x nginx:1.28",
		"Warning  BarMissing          Foo/world  x1    Pending: waiting for Bar web",
		"7 Events whose counts add up to the 8 writes",
		"controller: stopped",
	} {
		i := strings.Index(out[last+1:], want)
		if i < 0 {
			t.Fatalf("stdout lacks %q after position %d:\n%s", want, last, out)
		}
		last += 1 + i
	}
}

// TestScriptSharded runs the script against one replica of a sharded
// controller (--shards): it takes every range through its Lease, and each
// range's sharded informers and controller handle their share.
func TestScriptSharded(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var stdout, stderr bytes.Buffer
	err := run(ctx, []string{"--script", "--shards", "4", "--identity", "solo", "--namespace", "script-sharded", "--timeout", "90s"}, &stdout, &stderr)
	if err != nil {
		t.Fatalf("run: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
	}
	out := stdout.String()
	for _, want := range []string{
		"shards: solo acquired range #3",
		"reconcile script-sharded/hello: status updated: phase=Ready replicas=3 observedGeneration=2",
		"script done",
		"7 Events whose counts add up to the 8 writes",
		"shards: solo released range #0",
	} {
		if !strings.Contains(out, want) {
			t.Fatalf("stdout lacks %q:\n%s", want, out)
		}
	}
}

func TestFlags(t *testing.T) {
	var stderr bytes.Buffer
	for _, args := range [][]string{{"--workers", "0"}, {"extra"}, {"--bogus"}, {"--shards", "-1"}} {
		if _, err := parseFlags(args, &stderr); err == nil {
			t.Errorf("parseFlags(%q) accepted bad flags", args)
		}
	}
	o, err := parseFlags([]string{"--kubeconfig", "kc", "--script"}, &stderr)
	if err != nil || o.kubeconfig != "kc" || !o.script || o.workers != 2 || o.namespace != "demo" {
		t.Errorf("parseFlags: %+v, %v", o, err)
	}
}
