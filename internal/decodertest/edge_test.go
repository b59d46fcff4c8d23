package decodertest

import (
	"reflect"
	"strings"
	"testing"
)

// kindNamed is the registered kind of that name.
func kindNamed(t testing.TB, name string) kind {
	for _, k := range kinds {
		if k.name == name {
			return k
		}
	}
	t.Fatalf("no kind %s", name)
	return kind{}
}

// TestEdgeCasesMatchReflective decodes inputs aimed at the reader's fast
// paths both ways (compact and spaced keys and strings, escapes,
// surrogates, timestamps, integers at their limits, IntOrString in every
// form, nulls, duplicate and case-variant keys): both must fail, or both
// succeed with equal results.
func TestEdgeCasesMatchReflective(t *testing.T) {
	pod := kindNamed(t, "k8s.io/api/core/v1.Pod")
	svc := kindNamed(t, "k8s.io/api/core/v1.Service")
	deploy := kindNamed(t, "k8s.io/api/apps/v1.Deployment")
	cases := []struct {
		k    kind
		data string
	}{
		// Keys and strings: plain, spaced, escaped, non-ASCII, invalid
		// UTF-8, control characters, long runs crossing word boundaries.
		{pod, `{"metadata":{"name":"a","namespace":"b"}}`},
		{pod, `{ "metadata" : { "name" : "a" , "namespace" :"b" } }`},
		{pod, `{"metadata":{"na\u006de":"a\"b\\c\/d\n","namespace":"\u00e9\ud83d\ude00"}}`},
		{pod, `{"metadata":{"name":"\ud800","namespace":"\udc00\ud800x"}}`},
		{pod, "{\"metadata\":{\"name\":\"caf\xc3\xa9\",\"namespace\":\"bad\xff\xfe\"}}"},
		{pod, "{\"metadata\":{\"name\":\"a\x01b\"}}"},
		{pod, "{\"metadata\":{\"name\":\"a\x7fb\"}}"},
		{pod, `{"metadata":{"name":"` + strings.Repeat("abcdefg", 20) + `","labels":{"` + strings.Repeat("k", 70) + `":"` + strings.Repeat("v", 65) + `"}}}`},
		{pod, `{"metadata":{"name":"abcdefgh\"}}`},
		{pod, `{"metadata":{"name":"abcdefghijklmno`},
		{pod, `{"metadata":{"name":"a"`},
		{pod, `{"metadata":{"name":"a"}`},
		{pod, `{"metadata":{"name" "a"}}`},
		{pod, `{"metadata":{,"name":"a"}}`},
		{pod, `{"metadata":{"name":"a",}}`},
		{pod, `{"metadata":{"name":"a""uid":"b"}}`},
		{pod, `{"metadata":{"name":"a",,"uid":"b"}}`},
		{pod, `{"metadata":{"labels":{"a":"b","a":"c"},"name":"x","name":"y"}}`},
		{pod, `{"metadata":{"Name":"a","NAME":"b","namE":"c","labels":{"A":"1","a":"2"}},"Spec":{"nodeName":"n"},"KIND":"Pod"}`},
		// Timestamps: the API server's form, and every other form the
		// fast path must leave to time.Parse.
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14T22:13:20Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2024-02-29T23:59:59Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-02-29T00:00:00Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14T22:13:20+02:00"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14T22:13:20.123Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14t22:13:20z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14T24:00:00Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":"2023-11-14T22:13:2\u0030Z"}}`},
		{pod, `{"metadata":{"creationTimestamp":null,"deletionTimestamp":null}}`},
		{pod, `{"metadata":{"creationTimestamp":1700000000}}`},
		{pod, `{"metadata":{"creationTimestamp":""}}`},
		// Integers at their limits.
		{pod, `{"metadata":{"generation":9223372036854775807}}`},
		{pod, `{"metadata":{"generation":-9223372036854775808}}`},
		{pod, `{"metadata":{"generation":9223372036854775808}}`},
		{pod, `{"metadata":{"generation":1.0}}`},
		{pod, `{"metadata":{"generation":1e3}}`},
		{pod, `{"metadata":{"generation":-0}}`},
		{pod, `{"metadata":{"generation":01}}`},
		{pod, `{"spec":{"containers":[{"ports":[{"containerPort":2147483647}]}]}}`},
		{pod, `{"spec":{"containers":[{"ports":[{"containerPort":2147483648}]}]}}`},
		// IntOrString in every form, as a value and behind a pointer.
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":8080}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":"http"}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":"h\u0074tp\ud800"}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":null}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":-2147483648}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":2147483648}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":1.5}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":1e2}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":-}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":true}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":{}}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":[1]}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":"a","targetPort":7}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":7,"targetPort":null}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":nul}]}}`},
		{svc, `{"spec":{"ports":[{"port":80,"targetPort":"a","targetPort":null}]}}`},
		{deploy, `{"spec":{"strategy":{"rollingUpdate":{"maxSurge":"25%","maxUnavailable":0}}}}`},
		{deploy, `{"spec":{"strategy":{"rollingUpdate":{"maxSurge":null,"maxUnavailable":null}}}}`},
		{deploy, `{"spec":{"strategy":{"rollingUpdate":{"maxSurge":1,"maxSurge":"1"}}}}`},
		// Null for every shape: object, slice, map, pointer, scalar.
		{pod, `{"metadata":null,"spec":{"containers":null,"nodeSelector":null,"activeDeadlineSeconds":null,"nodeName":null,"hostNetwork":null}}`},
		{pod, `{"metadata":{"labels":null,"ownerReferences":[null],"finalizers":[null,"a"]}}`},
		{pod, `{"spec":{"containers":[null,{"name":"c"}]}}`},
	}
	for i, c := range cases {
		want, got, wantErr, gotErr := decodeBoth(c.k, []byte(c.data))
		if (wantErr == nil) != (gotErr == nil) {
			t.Errorf("case %d %s: reflective error %v, generated error %v\n%s", i, c.k.name, wantErr, gotErr, c.data)
			continue
		}
		if wantErr == nil && !reflect.DeepEqual(want, got) {
			t.Errorf("case %d %s decodes differently:\nreflective %+v\ngenerated  %+v\n%s", i, c.k.name, want, got, c.data)
		}
	}
}
