package runtime

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

const mutationChildEnv = "KUBEGEN_MUTATION_CHILD"

// With KUBE_CACHE_MUTATION_DETECTOR=true, a handler that changes a cached
// object in place crashes the process, in client-go's informer and ours.
func TestMutationDetectorCrashesOnMutation(t *testing.T) {
	if f := os.Getenv(mutationChildEnv); f != "" {
		lw := newScriptLW(true, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1")}})
		lw.watchers <- newWatcher()
		var inf sut
		for _, fl := range flavours {
			if fl.name == f {
				inf = fl.make(lw)
			}
		}
		inf.AddEventHandler(cache.ResourceEventHandlerFuncs{AddFunc: func(o any) {
			o.(*corev1.ConfigMap).Data = map[string]string{"mutated": "yes"}
		}})
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		inf.RunWithContext(ctx)
		os.Stdout.WriteString("SURVIVED\n")
		os.Exit(0)
	}
	for _, f := range flavours {
		t.Run(f.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestMutationDetectorCrashesOnMutation$")
			cmd.Env = append(os.Environ(), mutationChildEnv+"="+f.name, "KUBE_CACHE_MUTATION_DETECTOR=true")
			out, err := cmd.CombinedOutput()
			if err == nil || strings.Contains(string(out), "SURVIVED") {
				t.Fatalf("a mutated cache went undetected (err %v):\n%s", err, out)
			}
			if !strings.Contains(string(out), "modified") {
				t.Errorf("crash output does not name the mutation:\n%s", out)
			}
		})
	}
}

// The streaming-list consistency check (KUBE_WATCHLIST_INCONSISTENCY_DETECTOR)
// passes when a LIST agrees with the stream and panics when it does not.
func TestStreamedListConsistencyCheck(t *testing.T) {
	a, b := newCM("ns", "a", "1"), newCM("ns", "b", "2")
	a.UID, b.UID = "uid-a", "uid-b"
	check := func(listed ...cm) (panicked bool) {
		lw := &fakeLW{listFn: staticList("2", listed...)}
		r, _ := newTestReflector(lw, newRecordingStore(), ReflectorOptions[cm]{})
		defer func() { panicked = recover() != nil }()
		r.compareWithList(context.Background(), "2", []cm{b, a})
		return false
	}
	if check(a, b) {
		t.Error("a LIST equal to the stream was reported inconsistent")
	}
	c := b.DeepCopy()
	c.Labels = map[string]string{"changed": "yes"}
	if !check(a, c) {
		t.Error("a LIST that differs from the stream passed")
	}
	lw := &fakeLW{listFn: staticList("2", a, b)}
	r, _ := newTestReflector(lw, newRecordingStore(), ReflectorOptions[cm]{})
	r.compareWithList(context.Background(), "2", []cm{a, b})
	if got := lw.listCalls(); len(got) != 1 || got[0].ResourceVersion != "2" || got[0].ResourceVersionMatch != metav1.ResourceVersionMatchExact {
		t.Errorf("the check listed with %+v, want one exact LIST at 2", got)
	}
}
