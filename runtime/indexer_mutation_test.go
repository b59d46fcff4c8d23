package runtime

import (
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// recordingDetector records what it is asked to watch.
type recordingDetector struct {
	mu      sync.Mutex
	objects []string
}

func (d *recordingDetector) AddObject(obj any) {
	d.mu.Lock()
	defer d.mu.Unlock()
	o := obj.(storeObj)
	d.objects = append(d.objects, o.Name+"@"+o.ResourceVersion)
}

func (d *recordingDetector) Run(<-chan struct{}) {}

// Every object the indexer stores, by Put, the informer's keyed writes or a
// relist, is handed to the mutation detector, as client-go's informer hands
// it every object it adds or updates; removals are not.
func TestIndexerHandsStoredObjectsToTheMutationDetector(t *testing.T) {
	i := newTestIndexer()
	d := &recordingDetector{}
	i.SetMutationDetector(d)
	stMust(t, i.Put(storeCM("ns", "a", "1")))
	if _, _, err := i.store("ns/a", storeCM("ns", "a", "2"), true); err != nil {
		t.Fatal(err)
	}
	stMust(t, i.Add(storeCM("ns", "b", "1")))
	stMust(t, i.Remove(storeCM("ns", "b", "2")))
	stMust(t, i.ReplaceItems([]storeObj{storeCM("ns", "c", "1")}, "3"))
	got := strings.Join(d.objects, " ")
	if got != "a@1 a@2 b@1 c@1" {
		t.Errorf("detector saw %q, want %q", got, "a@1 a@2 b@1 c@1")
	}
	i.SetMutationDetector(nil)
	stMust(t, i.Put(storeCM("ns", "d", "1")))
	if len(d.objects) != 4 {
		t.Errorf("a removed detector still sees objects: %v", d.objects)
	}
	if os.Getenv(mutationDetectorEnv) == "" && newTestIndexer().EnableMutationDetection("x") != nil {
		t.Error("detection enabled without " + mutationDetectorEnv)
	}
}

// With KUBE_CACHE_MUTATION_DETECTOR=true, client-go's detector itself is
// installed and a stored object changed in place crashes the process, as it
// does with client-go's informer. The crash happens in a child process.
func TestIndexerMutationDetectorCatchesAnInPlaceChange(t *testing.T) {
	if os.Getenv("KUBEGEN_MUTATE_CHILD") == "1" {
		i := newTestIndexer()
		d := i.EnableMutationDetection("*v1.ConfigMap")
		if d == nil {
			t.Fatal("not enabled")
		}
		stMust(t, i.Put(storeCM("ns", "a", "1")))
		obj, _ := i.Lookup("ns/a")
		obj.Labels = map[string]string{"changed": "in place"}
		// Run compares every second of real time; the comparison itself
		// is what crashes, so call it (client-go's detector has it).
		c, ok := d.(interface{ CompareObjects() })
		if !ok {
			t.Fatalf("%T has no CompareObjects", d)
		}
		c.CompareObjects()
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestIndexerMutationDetectorCatchesAnInPlaceChange$", "-test.count=1")
	cmd.Env = append(os.Environ(), "KUBEGEN_MUTATE_CHILD=1", mutationDetectorEnv+"=true")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "modified") {
		t.Fatalf("child exited with %v; want a crash reporting the modified cache:\n%s", err, out)
	}
}
