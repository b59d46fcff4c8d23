package deepcopy

import (
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// harness writes a Go test (package pkgName, in dir) that, for every type
// in types (qualifier -> import path, type names), fills values with
// random data, deep-copies them through their DeepCopy method, and checks
// that the copy equals the original and shares no memory with it (every
// reachable field of the copy is changed; the original must not change).
// With DUMP_FILE set it writes a digest of every copy, so that two builds
// (our output, upstream's) can be compared value for value.
func harness(pkgName string, imports map[string]string, typeNames map[string][]string, seeds int, extraFills string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n", pkgName)
	for _, imp := range []string{"crypto/sha256", "fmt", "os", "reflect", "testing",
		"github.com/davecgh/go-spew/spew", "sigs.k8s.io/randfill",
		"k8s.io/apimachinery/pkg/api/resource", "k8s.io/apimachinery/pkg/runtime", "metav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\""} {
		if strings.Contains(imp, " ") {
			fmt.Fprintf(&b, "\t%s\n", imp)
		} else {
			fmt.Fprintf(&b, "\t%q\n", imp)
		}
	}
	quals := make([]string, 0, len(imports))
	for q := range imports {
		quals = append(quals, q)
	}
	sort.Strings(quals)
	for _, q := range quals {
		fmt.Fprintf(&b, "\t%s %q\n", q, imports[q])
	}
	b.WriteString(")\n\nvar harnessTypes = []func() any{\n")
	keys := make([]string, 0, len(typeNames))
	for q := range typeNames {
		keys = append(keys, q)
	}
	sort.Strings(keys)
	for _, q := range keys {
		for _, n := range typeNames[q] {
			prefix := ""
			if q != "" {
				prefix = q + "."
			}
			fmt.Fprintf(&b, "\tfunc() any { return new(%s%s) },\n", prefix, n)
		}
	}
	fmt.Fprintf(&b, "}\n\nconst harnessSeeds = %d\n\nvar harnessExtra = []any{%s}\n\n%s", seeds, extraFills, harnessBody)
	return b.String()
}

const harnessBody = `var _ = runtime.RawExtension{}

func harnessFiller(seed int64) *randfill.Filler {
	return randfill.NewWithSeed(seed).NilChance(0.2).NumElements(0, 3).MaxDepth(12).Funcs(
		func(q *resource.Quantity, c randfill.Continue) { *q = *resource.NewMilliQuantity(c.Int63n(1000000), resource.DecimalSI) },
		func(t *metav1.Time, c randfill.Continue) { *t = metav1.Unix(c.Int63n(1<<31), 0) },
		func(t *metav1.MicroTime, c randfill.Continue) { *t = metav1.NewMicroTime(metav1.Unix(c.Int63n(1<<31), 0).Time) },
		func(e *runtime.RawExtension, c randfill.Continue) { e.Raw = []byte(fmt.Sprintf("{\"n\":%d}", c.Int63n(100))) },
	).Funcs(harnessExtra...)
}

var harnessSpew = spew.ConfigState{SortKeys: true, DisablePointerAddresses: true, DisableCapacities: true, DisableMethods: true, Indent: " "}

func harnessDump(v any) string {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	return harnessSpew.Sdump(rv.Interface())
}

// harnessMutate changes every settable value reachable from v in place.
func harnessMutate(v reflect.Value, depth int) {
	if depth > 40 {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			harnessMutate(v.Elem(), depth+1)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if f := v.Field(i); f.CanSet() {
				harnessMutate(f, depth+1)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			harnessMutate(v.Index(i), depth+1)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		for _, k := range v.MapKeys() {
			nv := reflect.New(v.Type().Elem()).Elem()
			nv.Set(v.MapIndex(k))
			harnessMutate(nv, depth+1)
			v.SetMapIndex(k, nv)
		}
		if v.Type().Key().Kind() == reflect.String {
			v.SetMapIndex(reflect.ValueOf("harness-added").Convert(v.Type().Key()), reflect.Zero(v.Type().Elem()))
		}
	case reflect.String:
		if v.CanSet() {
			v.SetString(v.String() + "~")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if v.CanSet() {
			v.SetInt(v.Int() + 1)
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if v.CanSet() {
			v.SetUint(v.Uint() + 1)
		}
	case reflect.Float32, reflect.Float64:
		if v.CanSet() {
			v.SetFloat(v.Float() + 1)
		}
	case reflect.Bool:
		if v.CanSet() {
			v.SetBool(!v.Bool())
		}
	}
}

func TestHarnessDeepCopy(t *testing.T) {
	var digest *os.File
	if name := os.Getenv("DUMP_FILE"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		digest = f
	}
	for _, mk := range harnessTypes {
		typ := reflect.TypeOf(mk()).Elem()
		for seed := int64(0); seed < harnessSeeds; seed++ {
			orig := mk()
			harnessFiller(seed).Fill(orig)
			before := harnessDump(orig)
			out := reflect.ValueOf(orig).MethodByName("DeepCopy").Call(nil)[0]
			if got := harnessDump(out.Interface()); got != before {
				t.Fatalf("%v seed %d: the copy differs from the original:\n%s\nwant\n%s", typ, seed, got, before)
			}
			if digest != nil {
				fmt.Fprintf(digest, "%v %d %x\n", typ, seed, sha256.Sum256([]byte(before)))
			}
			target := out
			if target.Kind() != reflect.Pointer {
				p := reflect.New(target.Type())
				p.Elem().Set(target)
				target = p
			}
			harnessMutate(target, 0)
			if after := harnessDump(orig); after != before {
				t.Fatalf("%v seed %d: changing the copy changed the original (shared memory):\n%s\nwas\n%s", typ, seed, after, before)
			}
		}
	}
}
`

// goEnv runs go in dir with the module settings of a scratch module.
func goCmd(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"}, env...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return string(out)
}
