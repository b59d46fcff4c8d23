package manifest

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// The tests here hold typedTree to the path it replaces: json.Marshal of
// the typed CRD read back by jsonTree. Where typedTree gives a tree, it
// must be the same tree; where json.Marshal fails, typedTree must give
// none.

// checkTypedTree compares the two trees for crd; built says whether
// typedTree gave one.
func checkTypedTree(t testing.TB, name string, crd *apiextensionsv1.CustomResourceDefinition) (built bool) {
	t.Helper()
	got, _, ok := typedTree(crd)
	want, _, err := jsonTree(crd)
	switch {
	case err != nil && ok:
		t.Errorf("%s: typedTree built a tree where json.Marshal fails: %v", name, err)
	case ok:
		if d := treeDiff(got, want, ""); d != "" {
			t.Errorf("%s: typedTree differs from JSON's tree at %s", name, d)
		}
	}
	return ok
}

// treeDiff names the first place where two decoded trees differ, "" when
// they do not.
func treeDiff(got, want any, path string) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: got %T %v, want an object", path, got, got)
		}
		keys := map[string]bool{}
		for k := range w {
			keys[k] = true
		}
		for k := range g {
			keys[k] = true
		}
		sorted := make([]string, 0, len(keys))
		for k := range keys {
			sorted = append(sorted, k)
		}
		sort.Strings(sorted)
		for _, k := range sorted {
			gv, gok := g[k]
			wv, wok := w[k]
			if gok != wok {
				return fmt.Sprintf("%s.%s: present %v, want %v", path, k, gok, wok)
			}
			if d := treeDiff(gv, wv, path+"."+k); d != "" {
				return d
			}
		}
		return ""
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) || (g == nil) != (w == nil) {
			return fmt.Sprintf("%s: got %#v, want %#v", path, got, want)
		}
		for i := range w {
			if d := treeDiff(g[i], w[i], fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	}
	if !reflect.DeepEqual(got, want) {
		return fmt.Sprintf("%s: got %#v, want %#v", path, got, want)
	}
	return ""
}

// TestTypedTreeCorpus: every CRD of the repository's testdata (the
// goldens included) and of jobset, lws, kueue and gateway-api's config,
// read into the typed CRD, gives JSON's tree, and none falls back.
func TestTypedTreeCorpus(t *testing.T) {
	n := 0
	for name, doc := range corpusDocuments(t) {
		m, ok := doc.(map[string]any)
		if !ok || m["kind"] != "CustomResourceDefinition" || m["apiVersion"] != "apiextensions.k8s.io/v1" {
			continue
		}
		raw, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		var crd apiextensionsv1.CustomResourceDefinition
		if err := json.Unmarshal(raw, &crd); err != nil {
			continue // a document of an error case
		}
		n++
		if !checkTypedTree(t, name, &crd) {
			t.Errorf("%s: typedTree left it to JSON", name)
		}
	}
	if n < 100 {
		t.Fatalf("only %d CRDs found", n)
	}
	t.Logf("%d CRDs", n)
}

// TestTypedTreeEveryField sets every field of every struct a CRD holds
// (every pointer, one or more elements in every list and map, nested
// schemas in every place they go): a field typedTree does not write, as
// when apiextensions or apimachinery gain one, fails here.
func TestTypedTreeEveryField(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20; i++ {
		f := crdFiller{pick: r.Intn, full: true, maxDepth: 2}
		crd := f.crd()
		if !checkTypedTree(t, fmt.Sprint("full ", i), crd) {
			t.Errorf("full %d: left to JSON", i)
		}
	}
}

// TestTypedTreeRandom compares on random CRDs: fields set or not, numbers
// at the edges of JSON's formats, raw JSON values of every kind.
func TestTypedTreeRandom(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	built := 0
	for i := 0; i < 400; i++ {
		f := crdFiller{pick: r.Intn, maxDepth: 3}
		if checkTypedTree(t, fmt.Sprint("random ", i), f.crd()) {
			built++
		}
	}
	if built < 200 {
		t.Errorf("typedTree built only %d of 400 trees", built)
	}
}

// TestTypedTreeFallback: what typedTree leaves to JSON prints (or fails)
// as before.
func TestTypedTreeFallback(t *testing.T) {
	for name, edit := range map[string]func(*apiextensionsv1.CustomResourceDefinition){
		"not UTF-8": func(c *apiextensionsv1.CustomResourceDefinition) { c.Spec.Group = "a\xffb" },
		"NaN": func(c *apiextensionsv1.CustomResourceDefinition) {
			c.Spec.Versions[0].Schema.OpenAPIV3Schema.Maximum = ptr(math.NaN())
		},
		"infinity": func(c *apiextensionsv1.CustomResourceDefinition) {
			c.Spec.Versions[0].Schema.OpenAPIV3Schema.MultipleOf = ptr(math.Inf(-1))
		},
		"bad default":   func(c *apiextensionsv1.CustomResourceDefinition) { setDefault(c, "{") },
		"two values":    func(c *apiextensionsv1.CustomResourceDefinition) { setDefault(c, "1 2") },
		"raw not UTF-8": func(c *apiextensionsv1.CustomResourceDefinition) { setDefault(c, "\"\xff\"") },
		"managedFields": func(c *apiextensionsv1.CustomResourceDefinition) {
			c.ManagedFields = []metav1.ManagedFieldsEntry{{Manager: "m", FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:a":{}}`)}}}
		},
	} {
		crd := smallCRD()
		edit(crd)
		if checkTypedTree(t, name, crd) {
			t.Errorf("%s: typedTree built a tree", name)
		}
		_, _, errJSON := jsonTree(crd)
		_, errRender := Render("", []any{crd})
		if (errJSON == nil) != (errRender == nil) {
			t.Errorf("%s: JSON path error %v, Render error %v", name, errJSON, errRender)
		}
	}
	if _, _, ok := typedTree(smallCRD().Spec); ok {
		t.Error("typedTree built a tree for a type it does not know")
	}
}

func ptr[T any](v T) *T { return &v }

func setDefault(c *apiextensionsv1.CustomResourceDefinition, raw string) {
	c.Spec.Versions[0].Schema.OpenAPIV3Schema.Default = &apiextensionsv1.JSON{Raw: []byte(raw)}
}

func smallCRD() *apiextensionsv1.CustomResourceDefinition {
	return &apiextensionsv1.CustomResourceDefinition{
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: "g",
			Versions: []apiextensionsv1.CustomResourceDefinitionVersion{{
				Name:   "v1",
				Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: &apiextensionsv1.JSONSchemaProps{Type: "object"}},
			}},
		},
	}
}

// FuzzTypedTree builds CRDs from the fuzzer's bytes.
func FuzzTypedTree(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\xff\xfe\xfd"))
	f.Add([]byte(strings.Repeat("\x03\x01", 200)))
	f.Fuzz(func(t *testing.T, data []byte) {
		g := crdFiller{pick: byteChooser(data), maxDepth: 3}
		checkTypedTree(t, "fuzz", g.crd())
	})
}

// crdFiller fills a CRD's fields reflectively.
type crdFiller struct {
	pick func(n int) int
	// full sets every field: strings and numbers not zero, bools true,
	// every pointer, list and map with something in it.
	full bool
	// maxDepth is how deep schemas nest; below it no more are made.
	maxDepth int
}

var (
	rawJSONType    = reflect.TypeFor[apiextensionsv1.JSON]()
	metaTimeType   = reflect.TypeFor[metav1.Time]()
	schemaType     = reflect.TypeFor[apiextensionsv1.JSONSchemaProps]()
	managedType    = reflect.TypeFor[[]metav1.ManagedFieldsEntry]()
	schemaTypeName = "JSONSchema"
)

func (f crdFiller) crd() *apiextensionsv1.CustomResourceDefinition {
	var crd apiextensionsv1.CustomResourceDefinition
	f.fill(reflect.ValueOf(&crd).Elem(), 0)
	return &crd
}

func (f crdFiller) fill(v reflect.Value, depth int) {
	switch v.Type() {
	case rawJSONType:
		v.Set(reflect.ValueOf(apiextensionsv1.JSON{Raw: []byte(f.rawText())}))
		return
	case metaTimeType:
		if f.full || f.pick(2) == 0 {
			sec := int64(f.pick(1<<30)) * int64(f.pick(8)+1)
			v.Set(reflect.ValueOf(metav1.NewTime(time.Unix(sec, int64(f.pick(1e9))))))
		}
		return
	case managedType:
		return // left to JSON (TestTypedTreeFallback)
	case schemaType:
		depth++
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(f.str())
	case reflect.Bool:
		v.SetBool(f.full || f.pick(2) == 1)
	case reflect.Int32, reflect.Int64:
		v.SetInt(f.integer())
	case reflect.Float64:
		v.SetFloat(f.float())
	case reflect.Pointer:
		if f.tooDeep(v.Type().Elem(), depth) || !f.full && f.pick(3) == 0 {
			return
		}
		p := reflect.New(v.Type().Elem())
		f.fill(p.Elem(), depth)
		v.Set(p)
	case reflect.Slice:
		if f.tooDeep(v.Type().Elem(), depth) {
			return
		}
		n := f.count()
		if n < 0 {
			return
		}
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := 0; i < n; i++ {
			f.fill(s.Index(i), depth)
		}
		v.Set(s)
	case reflect.Map:
		if f.tooDeep(v.Type().Elem(), depth) {
			return
		}
		n := f.count()
		if n < 0 {
			return
		}
		m := reflect.MakeMapWithSize(v.Type(), n)
		for i := 0; i < n; i++ {
			k := reflect.New(v.Type().Key()).Elem()
			k.SetString(f.str() + strings.Repeat("k", i)) // distinct keys
			e := reflect.New(v.Type().Elem()).Elem()
			f.fill(e, depth)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				f.fill(v.Field(i), depth)
			}
		}
	case reflect.Uint8:
		v.SetUint(uint64(f.pick(256)))
	default:
		panic(fmt.Sprintf("crdFiller: a field of kind %s (%s) it does not know", v.Kind(), v.Type()))
	}
}

// tooDeep says whether a value of type t would hold schemas nested
// deeper than maxDepth.
func (f crdFiller) tooDeep(t reflect.Type, depth int) bool {
	return depth >= f.maxDepth && strings.Contains(t.String(), schemaTypeName)
}

// count is a list's or map's length, -1 for nil.
func (f crdFiller) count() int {
	if f.full {
		return 1 + f.pick(2)
	}
	return f.pick(4) - 1
}

func (f crdFiller) str() string {
	strs := []string{"", "a", "spec", "x-y.z/w", "é ü", "1.5", "true", "null", "<&>", "line\nbreak", "tab\t\"q\"", "\u2028", "😀"}
	if !f.full && f.pick(100) == 0 {
		return "bad\xffutf8"
	}
	return choose(f, strs, 1)
}

// choose picks one of l, in full mode one after the first skip (the zero
// values).
func choose[T any](f crdFiller, l []T, skip int) T {
	if f.full {
		return l[skip+f.pick(len(l)-skip)]
	}
	return l[f.pick(len(l))]
}

func (f crdFiller) integer() int64 {
	return choose(f, []int64{0, 1, -1, 7, 1 << 31, math.MaxInt64, math.MinInt64, 1<<53 + 1}, 1)
}

func (f crdFiller) float() float64 {
	floats := []float64{0, math.Copysign(0, -1), 1, -1.5, 0.1, 1e-6, 9.99e-7, -1e-7, 1e21, 9.99e20, 123456789012345680000,
		5e-324, math.MaxFloat64, 1e-100, 3.14159, 1e300, 100, 2.5e-10, float64(1<<53 + 2)}
	if !f.full && f.pick(50) == 0 {
		var bits uint64
		for i := 0; i < 8; i++ {
			bits = bits<<8 | uint64(f.pick(256))
		}
		return math.Float64frombits(bits) // now and then NaN or infinite
	}
	return choose(f, floats, 2)
}

func (f crdFiller) rawText() string {
	if !f.full && f.pick(40) == 0 {
		return []string{`{`, `01`, "\"\xff\"", `1 2`}[f.pick(4)]
	}
	return choose(f, []string{``, `{"a":1,"b":[true,null,"s"]}`, `[]`, `{}`, ` 1.50 `, `-0`, `1e400`, `"x<y&z>"`,
		`"\u00e9\ud83d\ude00\u2028\n"`, `null`, `12345678901234567890123`, `{"a":1,"a":2}`, `""`, "\t[ 1 , {} ]\n"}, 1)
}
