package runtime

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
)

// panicChildEnv selects, in a re-run of the test binary, which informer the
// child runs with a panicking handler.
const panicChildEnv = "KUBEGEN_PANIC_CHILD"

// runPanickingInformer runs an informer whose handler panics on its first
// event, and waits long enough for that to crash the process.
func runPanickingInformer(flavourName string) {
	lw := newScriptLW(true, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1")}})
	lw.watchers <- newWatcher()
	var inf sut
	for _, f := range flavours {
		if f.name == flavourName {
			inf = f.make(lw)
		}
	}
	inf.AddEventHandler(cache.ResourceEventHandlerFuncs{AddFunc: func(any) { panic("handler bug: boom") }})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	inf.RunWithContext(ctx)
}

// docs/runtime.md R32: a panicking handler crashes the process by default, as
// client-go's does; the panic value reaches the crash output.
func TestHandlerPanicCrashesTheProcess(t *testing.T) {
	if f := os.Getenv(panicChildEnv); f != "" {
		runPanickingInformer(f)
		// Still alive: say so, the parent fails the test.
		os.Stdout.WriteString("SURVIVED\n")
		os.Exit(0)
	}
	for _, f := range flavours {
		t.Run(f.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestHandlerPanicCrashesTheProcess$")
			cmd.Env = append(os.Environ(), panicChildEnv+"="+f.name)
			out, err := cmd.CombinedOutput()
			if err == nil || strings.Contains(string(out), "SURVIVED") {
				t.Fatalf("the process survived a handler panic (err %v):\n%s", err, out)
			}
			if !strings.Contains(string(out), "handler bug: boom") {
				t.Errorf("crash output does not show the panic:\n%s", out)
			}
		})
	}
}

// With RecoverHandlerPanics the event is dropped and the handler gets the
// next ones.
func TestRecoverHandlerPanicsOption(t *testing.T) {
	checkGoroutines(t)
	lw := newScriptLW(true, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1"), cmap("bad", "1"), cmap("c", "1")}})
	lw.watchers <- newWatcher()
	inf := NewSharedIndexInformer[*corev1.ConfigMap](lw, InformerOptions[*corev1.ConfigMap]{RecoverHandlerPanics: true})
	h := &panicky{panicOn: map[string]bool{"bad": true}}
	reg, err := inf.AddTypedEventHandler(h)
	if err != nil {
		t.Fatal(err)
	}
	startInformer(t, inf)
	h.waitEvents(t, "add ns/a 1 initial", "add ns/c 1 initial")
	infEventually(t, reg.HasSynced, func() string { return "registration not synced after a recovered panic" })
}
