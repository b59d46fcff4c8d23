package runtime

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

const mutationChildEnv = "KUBEGEN_MUTATION_CHILD"

// With KUBE_CACHE_MUTATION_DETECTOR=true, a handler that changes a cached
// object in place crashes the process, in client-go's informer and ours.
// docs/runtime.md R34.
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

// orderDetector records, like the handler below, which objects it was
// given, so that a test can see who got each object first.
type orderDetector struct {
	mu     *sync.Mutex
	copied map[string]bool
}

func (d orderDetector) AddObject(obj any) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.copied[obj.(*corev1.ConfigMap).Name] = true
}

func (orderDetector) Run(<-chan struct{}) {}

// The mutation detector gets every object before any handler does, on
// every path into the cache (first list, watch events, relist), whatever
// the scheduling: a handler that saw an object the detector had not copied
// could change it unseen. docs/runtime.md R34.
func TestMutationDetectorCopiesBeforeHandlers(t *testing.T) {
	for _, useFIFO := range []bool{false, true} {
		lw := newScriptLW(true,
			scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1"), cmap("b", "1")}},
			scriptList{rv: "5", items: []*corev1.ConfigMap{cmap("a", "1"), cmap("d", "5")}})
		w := newWatcher()
		lw.watchers <- w
		inf := NewSharedIndexInformer[*corev1.ConfigMap](lw, InformerOptions[*corev1.ConfigMap]{UseDeltaFIFO: useFIFO})
		var mu sync.Mutex
		inf.GetIndexer().(*Indexer[*corev1.ConfigMap]).SetMutationDetector(orderDetector{&mu, map[string]bool{}})
		det := inf.GetIndexer().(*Indexer[*corev1.ConfigMap]).detector.Load()
		copied := (*det).(orderDetector).copied
		seen := make(chan string, 16)
		var late []string
		inf.AddEventHandler(cache.ResourceEventHandlerFuncs{
			AddFunc: func(o any) {
				name := o.(*corev1.ConfigMap).Name
				mu.Lock()
				if !copied[name] {
					late = append(late, name)
				}
				mu.Unlock()
				seen <- name
			},
		})
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { inf.RunWithContext(ctx); close(done) }()
		want := map[string]bool{"a": true, "b": true, "c": true, "d": true}
		got := map[string]bool{}
		for len(got) < 2 {
			got[<-seen] = true
		}
		w.Add(cmap("c", "3"))
		for !got["c"] {
			got[<-seen] = true
		}
		// The watch expires; the relist (rv 5) adds d.
		lw.watchers <- newWatcher()
		w.Error(&apierrors.NewResourceExpired("too old").ErrStatus)
		for !got["d"] {
			got[<-seen] = true
		}
		cancel()
		<-done
		mu.Lock()
		if len(late) > 0 {
			t.Errorf("UseDeltaFIFO=%v: handlers got %v before the mutation detector copied them", useFIFO, late)
		}
		for name := range want {
			if !copied[name] {
				t.Errorf("UseDeltaFIFO=%v: the mutation detector never got %s", useFIFO, name)
			}
		}
		mu.Unlock()
	}
}
