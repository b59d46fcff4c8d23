package decodertest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"syscall"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	kjson "sigs.k8s.io/json"

	kgruntime "github.com/kubegen/kubegen/runtime"
	kgdecode "github.com/kubegen/kubegen/runtime/decode"
)

// The list benchmarks measure the runtime's LIST decoding of 1000 Pods
// (typical: labels, owner references, managedFields, one container with
// resources, status with conditions) through NewRESTListWatch, reflective
// and with the generated decoder. The body is served from memory, so the
// CPU is the decoding (and the REST client's small per-request cost):
//
//	go test -run '^$' -bench BenchmarkListDecode -benchtime 20x ./internal/decodertest
//
// reports ns/item for both; their ratio is the decode-CPU budget line.

func benchPod(i int) corev1.Pod {
	return corev1.Pod{
		TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "Pod"},
		ObjectMeta: metav1.ObjectMeta{
			Name: fmt.Sprintf("web-%06d", i), Namespace: fmt.Sprintf("ns-%d", i%10), UID: "6f2f0d1e-8b3a-4c38-9a5e-1f0b3f7a8c21",
			ResourceVersion: fmt.Sprint(1000 + i), Generation: 1, CreationTimestamp: metav1.Unix(1700000000, 0),
			Labels:          map[string]string{"app": "web", "pod-template-hash": "7d9f8b6c5d", "tier": "frontend"},
			Annotations:     map[string]string{"kubernetes.io/psp": "restricted"},
			OwnerReferences: []metav1.OwnerReference{{APIVersion: "apps/v1", Kind: "ReplicaSet", Name: "web-7d9f8b6c5d", UID: "a1b2", Controller: ptr(true), BlockOwnerDeletion: ptr(true)}},
			ManagedFields: []metav1.ManagedFieldsEntry{{Manager: "kube-controller-manager", Operation: "Update", APIVersion: "v1", Time: ptr(metav1.Unix(1700000000, 0)),
				FieldsType: "FieldsV1", FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:metadata":{"f:labels":{".":{},"f:app":{}}},"f:spec":{"f:containers":{"k:{\"name\":\"web\"}":{".":{},"f:image":{}}}}}`)}}},
		},
		Spec: corev1.PodSpec{
			Containers: []corev1.Container{{
				Name: "web", Image: "registry.example/web:1.2.3", Args: []string{"--port=8080"},
				Ports: []corev1.ContainerPort{{Name: "http", ContainerPort: 8080, Protocol: corev1.ProtocolTCP}},
				Env:   []corev1.EnvVar{{Name: "MODE", Value: "prod"}},
			}},
			NodeName: "node-1", ServiceAccountName: "default", RestartPolicy: corev1.RestartPolicyAlways,
		},
		Status: corev1.PodStatus{
			Phase: corev1.PodRunning, PodIP: "10.0.0.1", StartTime: ptr(metav1.Unix(1700000001, 0)),
			Conditions: []corev1.PodCondition{{Type: corev1.PodReady, Status: corev1.ConditionTrue, LastTransitionTime: metav1.Unix(1700000002, 0)}},
		},
	}
}

func ptr[T any](v T) *T { return &v }

func podListBody(n int) []byte {
	list := corev1.PodList{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "PodList"}, ListMeta: metav1.ListMeta{ResourceVersion: "5000"}}
	for i := range n {
		list.Items = append(list.Items, benchPod(i))
	}
	b, err := json.Marshal(list)
	if err != nil {
		panic(err)
	}
	return b
}

// memoryClient is a REST client whose every request gets body.
func memoryClient(b testing.TB, body []byte) rest.Interface {
	return chunkedClient(b, body, 0)
}

// chunkedClient is memoryClient whose body arrives chunk bytes per read
// (0: all at once), to cut items at every possible place.
func chunkedClient(b testing.TB, body []byte, chunk int) rest.Interface {
	cfg := &rest.Config{
		Host:    "http://memory",
		APIPath: "/api",
		ContentConfig: rest.ContentConfig{
			GroupVersion:         &corev1.SchemeGroupVersion,
			NegotiatedSerializer: scheme.Codecs.WithoutConversion(),
		},
		Transport: roundTrip(func(*http.Request) (*http.Response, error) {
			var r io.Reader = bytes.NewReader(body)
			if chunk > 0 {
				r = &chunkReader{r: r, n: chunk}
			}
			return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"application/json"}},
				Body: io.NopCloser(r)}, nil
		}),
	}
	c, err := rest.RESTClientFor(cfg)
	if err != nil {
		b.Fatal(err)
	}
	return c
}

type chunkReader struct {
	r io.Reader
	n int
}

func (c *chunkReader) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

type roundTrip func(*http.Request) (*http.Response, error)

func (f roundTrip) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// podDecoder is the generated decoder of corev1.Pod, found by name so that
// this file does not depend on the generated file's aliases.
func podDecoder() kgdecode.ObjectDecoder[*corev1.Pod] {
	for _, k := range kinds {
		if k.name == "k8s.io/api/core/v1.Pod" {
			return kgdecode.DecoderFunc[*corev1.Pod](func(r *kgdecode.JSONReader, p *corev1.Pod) { k.decode(r, p) })
		}
	}
	panic("no generated decoder for k8s.io/api/core/v1.Pod")
}

func benchList(b *testing.B, dec kgdecode.ObjectDecoder[*corev1.Pod]) {
	const n = 1000
	rc := memoryClient(b, podListBody(n))
	newPod := func() *corev1.Pod { return new(corev1.Pod) }
	lw := kgruntime.NewRESTListWatchWithDecoder(rc, "pods", "", newPod, nil, dec)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for range b.N {
		count := 0
		if _, err := lw.List(context.Background(), metav1.ListOptions{}, func(*corev1.Pod) error { count++; return nil }); err != nil {
			b.Fatal(err)
		}
		if count != n {
			b.Fatalf("%d items, want %d", count, n)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/item")
	// On a shared machine wall time mostly measures the other processes;
	// the process's CPU time (GC included) is the figure to compare.
	b.ReportMetric(float64((cpuTime()-cpu).Nanoseconds())/float64(b.N*n), "cpu-ns/item")
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkListDecodeReflective(b *testing.B) { benchList(b, nil) }
func BenchmarkListDecodeGenerated(b *testing.B)  { benchList(b, podDecoder()) }

// TestListPathsAgree lists the same body through both paths, the
// generated one also with the body arriving in small odd-sized reads (items
// cut everywhere, numbers included): every item must be equal.
func TestListPathsAgree(t *testing.T) {
	body := podListBody(50)
	rc := memoryClient(t, body)
	want := collectPods(t, rc, nil)
	for _, chunk := range []int{0, 1, 7, 61} {
		got := collectPods(t, chunkedClient(t, body, chunk), podDecoder())
		if len(want) != 50 || len(got) != 50 {
			t.Fatalf("%d and %d items, want 50", len(want), len(got))
		}
		for i := range want {
			if !reflect.DeepEqual(want[i], got[i]) {
				t.Fatalf("chunk %d: item %d differs:\nreflective %+v\ngenerated  %+v", chunk, i, want[i], got[i])
			}
		}
	}
}

func collectPods(t *testing.T, rc rest.Interface, dec kgdecode.ObjectDecoder[*corev1.Pod]) []*corev1.Pod {
	var out []*corev1.Pod
	lw := kgruntime.NewRESTListWatchWithDecoder(rc, "pods", "", func() *corev1.Pod { return new(corev1.Pod) }, nil, dec)
	page, err := lw.List(context.Background(), metav1.ListOptions{}, func(p *corev1.Pod) error { out = append(out, p); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if page.ResourceVersion != "5000" {
		t.Fatalf("list resourceVersion %q, want 5000", page.ResourceVersion)
	}
	return out
}

// The item benchmarks decode one Pod from bytes, without the list, the REST
// client or interning: the decoders alone.
func BenchmarkItemDecodeReflective(b *testing.B) {
	data, _ := json.Marshal(benchPod(1))
	benchItem(b, func() error { return kjson.UnmarshalCaseSensitivePreserveInts(data, new(corev1.Pod)) })
}

func BenchmarkItemDecodeGenerated(b *testing.B) {
	data, _ := json.Marshal(benchPod(1))
	dec := podDecoder()
	benchItem(b, func() error { return kgdecode.DecodeJSON(dec, data, new(corev1.Pod)) })
}

func benchItem(b *testing.B, decode func() error) {
	b.ReportAllocs()
	cpu := cpuTime()
	for range b.N {
		if err := decode(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuTime()-cpu).Nanoseconds())/float64(b.N), "cpu-ns/item")
}
