package manifest

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"go.yaml.in/yaml/v2"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	sigsyaml "sigs.k8s.io/yaml"
)

// The tests here compare printYAML with what it replaces, yaml.v2's
// Marshal of yamlValue of the same tree, on real manifests and on random
// trees full of strings that need quoting, escaping or folding.

// viaYAMLv2 is the document bytes yaml.v2 prints for tree.
func viaYAMLv2(t testing.TB, tree any) []byte {
	t.Helper()
	v, err := yamlValue(tree)
	if err != nil {
		t.Fatal(err)
	}
	b, err := yaml.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// checkPrint compares the two printers on tree; it reports whether ours
// printed (false: it left the tree to yaml.v2).
func checkPrint(t testing.TB, name string, tree any) bool {
	t.Helper()
	got, ok := printYAML(tree, 0)
	if !ok {
		return false
	}
	if want := viaYAMLv2(t, tree); !bytes.Equal(got, want) {
		t.Fatalf("%s: printYAML differs from yaml.v2\n%s", name, firstDifference(got, want))
	}
	return true
}

// firstDifference shows the lines around the first byte two outputs
// differ at.
func firstDifference(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	start := bytes.LastIndexByte(got[:i], '\n') + 1
	if start > 0 {
		start = bytes.LastIndexByte(got[:start-1], '\n') + 1
	}
	end := func(b []byte) int { return min(len(b), i+240) }
	return "at byte " + strconv.Itoa(i) + "\ngot:\n" + string(got[start:end(got)]) + "\nwant:\n" + string(want[start:end(want)])
}

// decodeJSON reads JSON text as document does (exact numbers).
func decodeJSON(b []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

// corpusDocuments is every YAML document of the repository's testdata
// and examples and of the real projects' committed CRDs present in the
// module cache, each as the JSON tree document would print.
func corpusDocuments(t testing.TB) map[string]any {
	t.Helper()
	corpus.once.Do(func() { corpus.docs, corpus.err = readCorpus(t) })
	if corpus.err != nil {
		t.Fatal(corpus.err)
	}
	return corpus.docs
}

// corpus is read once for all the tests and fuzz targets.
var corpus struct {
	once sync.Once
	docs map[string]any
	err  error
}

func readCorpus(t testing.TB) (map[string]any, error) {
	roots := append([]string{filepath.Join("..", "..")}, moduleCacheProjects(t)...)
	docs := map[string]any{}
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if d.IsDir() || !(strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				return nil
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for i, part := range bytes.Split(b, []byte("\n---")) {
				j, err := sigsyaml.YAMLToJSON(part)
				if err != nil {
					continue // not all testdata YAML is valid (error cases)
				}
				tree, err := decodeJSON(j)
				if err != nil || tree == nil {
					continue
				}
				docs[path+"#"+strconv.Itoa(i)] = tree
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return docs, nil
}

// moduleCacheProjects is the config directories (CRDs, RBAC, webhooks,
// samples) of jobset, lws, kueue and gateway-api in the module cache,
// those present.
func moduleCacheProjects(t testing.TB) []string {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		return nil
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "sigs.k8s.io")
	var found []string
	for _, mod := range []string{"jobset@v0.10.1", "lws@v0.7.0", "kueue@v0.15.0", "gateway-api@v1.4.0"} {
		if _, err := os.Stat(filepath.Join(dir, mod, "config")); err == nil {
			found = append(found, filepath.Join(dir, mod, "config"))
		}
	}
	t.Logf("%d module cache projects", len(found))
	return found
}

// TestPrintYAMLCorpus: every real document prints as yaml.v2 prints it,
// and none is left to yaml.v2.
func TestPrintYAMLCorpus(t *testing.T) {
	docs := corpusDocuments(t)
	if len(docs) < 50 {
		t.Fatalf("only %d documents found", len(docs))
	}
	for name, tree := range docs {
		if !checkPrint(t, name, tree) {
			t.Errorf("%s: left to yaml.v2", name)
		}
	}
	t.Logf("%d documents", len(docs))
}

// TestPrintYAMLRandom compares the printers on random trees.
func TestPrintYAMLRandom(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	printed := 0
	const n = 10000
	for i := 0; i < n; i++ {
		g := treeGen{pick: r.Intn}
		tree := g.object(0)
		if checkPrint(t, "random tree "+strconv.Itoa(i), tree) {
			printed++
		}
	}
	// Only trees with keys of equal rank fall back.
	if printed < n*9/10 {
		t.Fatalf("only %d of %d trees printed by printYAML", printed, n)
	}
}

// TestPrintYAMLStrings prints every nasty string as a value, as a key and
// inside a list, at three depths.
func TestPrintYAMLStrings(t *testing.T) {
	for _, s := range nastyStrings() {
		for _, long := range []string{"", strings.Repeat("word ", 20)} {
			v := long + s + long
			tree := map[string]any{
				"a":  v,
				v:    "x",
				"l":  []any{v, []any{v}, map[string]any{"k": v, v: []any{v}}},
				"m":  map[string]any{"n": map[string]any{"o": v}},
				"zz": []any{map[string]any{v: v}},
			}
			// A key with a 19-digit run is left to yaml.v2 (its order may
			// not be total), as it should be.
			if !checkPrint(t, "string "+s, tree) && !strings.Contains(v, "9999999999999999999") && !strings.Contains(v, "9223372036854775808") {
				t.Errorf("%q: left to yaml.v2", v)
			}
		}
	}
}

// TestPrintYAMLFallback: what printYAML leaves to yaml.v2.
func TestPrintYAMLFallback(t *testing.T) {
	for name, tree := range map[string]any{
		"invalid UTF-8 value": map[string]any{"a": "\xff"},
		"invalid UTF-8 key":   map[string]any{"\xff": "a"},
		"another type":        map[string]any{"a": 1},
		"invalid nested":      map[string]any{"a": []any{map[string]any{"b": "\xff"}}},
		// "١" (ARABIC-INDIC ONE) is a digit worth 1585 to yaml.v2,
		// so is "1585": the two keys rank equal.
		"non-ASCII digit": map[string]any{"a\u0661": "x", "a1585": "y"},
		// Each before the next, the last before the first.
		"cycle":    map[string]any{"60": "x", "6x": "y", "7": "z"},
		"overflow": map[string]any{"9223372036854775808": "x", "+": "y", "9": "z"},
	} {
		if _, ok := printYAML(tree, 0); ok {
			t.Errorf("%s: printed, want fallback", name)
		}
	}
}

// FuzzPrintYAML: random trees chosen by the fuzzer's bytes.
func FuzzPrintYAML(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("seed with some bytes to choose from"))
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 20; i++ {
		b := make([]byte, 64+r.Intn(512))
		r.Read(b)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g := treeGen{pick: byteChooser(data)}
		checkPrint(t, "fuzz tree", g.object(0))
	})
}

// FuzzPrintYAMLJSON: JSON texts, seeded with the corpus's documents.
func FuzzPrintYAMLJSON(f *testing.F) {
	addCorpusSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		tree, err := decodeJSON(data)
		if err != nil {
			return
		}
		if _, ok := tree.(map[string]any); !ok {
			// document prints objects; wrap anything else in one.
			tree = map[string]any{"v": tree}
		}
		checkPrint(t, "fuzz JSON", tree)
	})
}

// addCorpusSeeds seeds f with the corpus's documents as JSON texts.
func addCorpusSeeds(f *testing.F) {
	for _, tree := range corpusDocuments(f) {
		b, err := json.Marshal(tree)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}

// byteChooser picks from data's bytes in turn, then zeros.
func byteChooser(data []byte) func(int) int {
	return func(n int) int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b % n
	}
}

// treeGen builds random decoded-JSON trees.
type treeGen struct {
	pick func(n int) int
}

func (g treeGen) object(depth int) map[string]any {
	m := map[string]any{}
	for n := g.pick(6); n > 0; n-- {
		m[g.key()] = g.value(depth + 1)
	}
	return m
}

func (g treeGen) key() string {
	switch g.pick(4) {
	case 0:
		return g.str()
	case 1:
		// Long keys: printed after "? " beyond 128 bytes.
		return strings.Repeat("k", 100+g.pick(60)) + g.str()
	}
	words := []string{"apiVersion", "kind", "spec", "x-kubernetes-int-or-string", "v1", "v10", "v2", "a01", "a1", "a001", "item0", "item00", "9", "10", "0"}
	return words[g.pick(len(words))]
}

func (g treeGen) value(depth int) any {
	k := g.pick(10)
	if depth > 4 && k < 3 {
		k = 5
	}
	switch k {
	case 0, 1:
		return g.object(depth)
	case 2:
		l := []any{}
		for n := g.pick(5); n > 0; n-- {
			l = append(l, g.value(depth+1))
		}
		return l
	case 3:
		return nil
	case 4:
		return g.pick(2) == 0
	case 5:
		numbers := []string{"0", "-0", "7", "-12", "1.5", "1.0", "1e3", "1E400", "-1e-400", "2.5e-7", "0.1",
			"9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
			"123456789012345678901234567890"}
		return json.Number(numbers[g.pick(len(numbers))])
	}
	return g.str()
}

func (g treeGen) str() string {
	pieces := nastyStrings()
	var b strings.Builder
	for n := g.pick(5); n > 0; n-- {
		if g.pick(4) == 0 {
			// A sentence past the width, spaces single or double.
			for w := 10 + g.pick(20); w > 0; w-- {
				b.WriteString("lorem")
				b.WriteString([]string{" ", " ", "  ", "\n", " \n"}[g.pick(5)])
			}
			continue
		}
		b.WriteString(pieces[g.pick(len(pieces))])
	}
	return b.String()
}

// nastyStrings need quoting, escaping, folding or block style somewhere.
func nastyStrings() []string {
	return []string{
		"", " ", "  ", "a", "word", "\n", "\n\n", "a\n", "a\nb", "a\n\n", " a", "a ", "\r", "\r\n", "\t",
		":", ": ", "a:b", "a: b", "#", " #", "a #b", "a#b", "-", "- ", "-a", "?", "? ", "?a", "'", "\"", "\\",
		"---", "...", "--- a", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`",
		"yes", "No", "y", "n", "ON", "off", "true", "False", "null", "Null", "~", "<<",
		"1", "01", "0x1F", "0o17", "1e3", "1E3", "+1", "-1", "1_000", "0b101", "-0b11", "0b2", ".5", ".5e3",
		"+.inf", "-.Inf", ".nan", ".NaN", "inf", "1.", "1.e5", "1e", "e3", "9223372036854775808",
		"99999999999999999999999", "1e400", "12:30", "12:30:45", "-1:20.5", "190:20:30.15", "1:60",
		"2001-12-14", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10", "2001-1-2", "2001-13-45",
		"é", "日本", "\u00a0", "\u0085", "\u2028", "\u2029", "\ufeff", "\ufeffa b", "\ufffe", "😀", "\x7f", "\x00",
		"\x1b", "\x07", "\u0080", "\ud7ff", "\ue000", "a\u2028b", " \u2028", "\u2028 ",
		"x-kubernetes-preserve-unknown-fields", "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "self.size() <= 63",
		"has(self.x) ? self.x : 'y'", "http://example.com/a#b",
	}
}

// benchmarkCRD is a large CRD of the repository's testdata as the typed
// object crd hands Render.
func benchmarkCRD(b *testing.B) *apiextensionsv1.CustomResourceDefinition {
	raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "controllergen", "knowntypes", "_want", "out", "known.corpus.example.com_knowns.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	var crd apiextensionsv1.CustomResourceDefinition
	if err := sigsyaml.Unmarshal(raw, &crd); err != nil {
		b.Fatal(err)
	}
	return &crd
}

// BenchmarkRender: a whole document, JSON and back included.
func BenchmarkRender(b *testing.B) {
	crd := benchmarkCRD(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Render("", []any{crd}, DropStatus, DropCreationTimestamp); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrint compares the printers alone on the decoded tree.
func BenchmarkPrint(b *testing.B) {
	raw, err := json.Marshal(benchmarkCRD(b))
	if err != nil {
		b.Fatal(err)
	}
	tree, err := decodeJSON(raw)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("printYAML", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := printYAML(tree, len(raw)*5/2); !ok {
				b.Fatal("left to yaml.v2")
			}
		}
	})
	b.Run("yaml.v2", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			viaYAMLv2(b, tree)
		}
	})
}
