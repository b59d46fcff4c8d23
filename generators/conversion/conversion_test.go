package conversion

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/write"
)

const (
	shapesV1   = "github.com/kubegen/kubegen/generators/conversion/testdata/shapes/v1"
	errorsRoot = "github.com/kubegen/kubegen/generators/conversion/testdata/errors/"
)

// run loads inputs (in this module) as the driver does and generates.
func run(t *testing.T, o Options, inputs ...string) ([]write.File, diag.List, error) {
	t.Helper()
	if o.OutputFile == "" {
		o.OutputFile = "zz_generated.conversion.go"
	}
	if o.BasePeerDirs == nil {
		o.BasePeerDirs = DefaultBasePeerDirs
	}
	c := load.Config{Dir: "."}
	parsed, err := load.Syntax(c, inputs)
	if err != nil {
		t.Fatal(err)
	}
	in, sup, _, err := load.TypedWith(c, inputs, Support(parsed, o))
	if err != nil {
		t.Fatal(err)
	}
	return Files(in, sup, o)
}

// golden compares got with the file want/<name> (rewritten with
// KUBEGEN_UPDATE_GOLDEN=1).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "shapes", "want", name)
	if os.Getenv("KUBEGEN_UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != string(got) {
		t.Errorf("output differs from %s (KUBEGEN_UPDATE_GOLDEN=1 rewrites it):\n%s", path, diffModuloDocs(want, got))
		if d := diffModuloDocs(want, got); d == "" {
			t.Errorf("(the doc comments differ)")
		}
	}
}

// The shapes corpus has a type or field of every case conversion-gen
// handles; want/upstream*.txt are upstream v0.37.2's conversion-gen output
// for it (with and without --skip-unsafe), ours must equal them apart from
// doc comments, and ours is pinned exactly by its own golden file.
func TestShapesMatchUpstream(t *testing.T) {
	for _, c := range []struct {
		skipUnsafe     bool
		ours, upstream string
	}{
		{false, "ours.conversion.go.txt", "upstream.conversion.go.txt"},
		{true, "ours-skip-unsafe.conversion.go.txt", "upstream-skip-unsafe.conversion.go.txt"},
	} {
		files, warns, err := run(t, Options{SkipUnsafe: c.skipUnsafe}, shapesV1)
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != 1 || filepath.Base(files[0].Path) != "zz_generated.conversion.go" {
			t.Fatalf("files: %v", files)
		}
		up, err := os.ReadFile(filepath.Join("testdata", "shapes", "want", c.upstream))
		if err != nil {
			t.Fatal(err)
		}
		if d := diffModuloDocs(up, files[0].Content); d != "" {
			t.Errorf("skip-unsafe=%v: differs from upstream's output:\n%s", c.skipUnsafe, d)
		}
		golden(t, c.ours, files[0].Content)

		// Where upstream only logs, we warn, with the position.
		wantWarns := []string{
			"v1/conversion.go:35: warning: " + shapesV1 + ".Convert_v1_Wrong_Name: a conversion function's name must be Convert_v1_Stamp_To_example_Holder",
			"example/types.go:76: warning: github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example.Blob: Convert_example_Blob_To_v1_Blob leaves out",
		}
		for _, w := range wantWarns {
			if !strings.Contains(warns.Error(), w) {
				t.Errorf("warnings lack %q:\n%s", w, warns.Error())
			}
		}
	}
}

// TestUnsafeOnlyWhereLayoutsMatch: the same-layout struct converts by one
// pointer conversion, the widened one field by field, and --skip-unsafe
// leaves no unsafe conversion at all.
func TestUnsafeOnlyWhereLayoutsMatch(t *testing.T) {
	files, _, err := run(t, Options{}, shapesV1)
	if err != nil {
		t.Fatal(err)
	}
	src := string(files[0].Content)
	for _, want := range []string{
		"*out = *(*example.Same)(unsafe.Pointer(in))",
		"out.Count = int64(in.Count)",
		// copy-only does not stop the memory copy of the type holding it.
		"*out = *(*example.Stamped)(unsafe.Pointer(in))",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(src, "*out = *(*example.Wider)(unsafe.Pointer(in))") {
		t.Error("Wider converted by memory although its layout differs")
	}
	files, _, err = run(t, Options{SkipUnsafe: true}, shapesV1)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(files[0].Content), "unsafe") {
		t.Error("--skip-unsafe output uses unsafe")
	}
}

// TestManualConversions: hand-written functions replace the generated
// Convert_, are registered with AddConversionFunc after the generated ones
// (sorted by name), drop fields when tagged drop, and a misnamed one is
// not used.
func TestManualConversions(t *testing.T) {
	files, _, err := run(t, Options{}, shapesV1)
	if err != nil {
		t.Fatal(err)
	}
	src := string(files[0].Content)
	if strings.Contains(src, "func Convert_example_Status_To_v1_Status(") {
		t.Error("a generated Convert_ replaces the hand-written one")
	}
	lastGenerated := strings.LastIndex(src, "AddGeneratedConversionFunc")
	var prev int
	for _, fn := range []string{"Convert_example_Status_To_v1_Status", "Convert_v1_Blob_To_example_Blob", "Convert_v1_Secret_To_example_Secret", "Convert_v1_Stamp_To_example_Stamp"} {
		i := strings.Index(src, "return "+fn+"(a.(")
		if i < lastGenerated || i < prev {
			t.Errorf("%s is not registered in order after the generated functions", fn)
		}
		prev = i
	}
	if strings.Contains(src, "Convert_v1_Wrong_Name") {
		t.Error("the misnamed function is used")
	}
	holder := src[strings.Index(src, "func autoConvert_v1_Holder_To_example_Holder"):]
	holder = holder[:strings.Index(holder, "\n}\n")]
	if strings.Contains(holder, "Secret") {
		t.Errorf("a field converted by a drop function is converted:\n%s", holder)
	}
}

// TestErrors: what upstream turns into a file that does not build, or a
// fatal log line, is an error here, with the position and the fix, and no
// file.
func TestErrors(t *testing.T) {
	for pkg, want := range map[string][]string{
		"missingmanual": {"errors/missingmanual/types.go:5: ", "field(s) Extra cannot be converted", "write func Convert_missingmanual_Thing_To_example_Thing(in *Thing, out *example.Thing, s conversion.Scope) error in package " + errorsRoot + "missingmanual"},
		"noconversion": {"errors/noconversion/types.go:7: ", "noconversion.Nested.In: no conversion from k8s.io/apimachinery/pkg/apis/meta/v1.Time to",
			"write func Convert_v1_Time_To_example_Inner(in *v1.Time, out *example.Inner, s conversion.Scope) error", "or tag the field +k8s:conversion-gen=false"},
		"anonymous": {"errors/anonymous/types.go:11: ", "anonymous.Anonymous.Inline: no conversion from struct{A string \"json:\\\"a\\\"\"} to struct{A string} exists",
			"declare a named struct type for the field in both packages"},
		"badtypetag": {"errors/badtypetag/types.go:4: ", "+k8s:conversion-gen=yes: on a type or field the only value is false"},
		"mixed":      {"errors/mixed/doc.go:1: ", "false cannot be mixed with packages"},
		"relative":   {"errors/relative/doc.go:1: ", "+k8s:conversion-gen=../example: relative paths are not supported"},
		// A package of the module that does not exist: the go command's
		// "go get" advice cannot work, so the message says what is missing.
		"missingpeer":     {"errors/missingpeer/doc.go:2: ", "+k8s:conversion-gen=" + errorsRoot + "missingpeer/internal: the package cannot be loaded: module github.com/kubegen/kubegen has no directory generators/conversion/testdata/errors/missingpeer/internal"},
		"missingexternal": {"errors/missingexternal/doc.go:2: ", "+k8s:conversion-gen-external-types=" + errorsRoot + "missingexternal/v1: the package cannot be loaded: module github.com/kubegen/kubegen has no directory generators/conversion/testdata/errors/missingexternal/v1"},
	} {
		files, _, err := run(t, Options{}, errorsRoot+pkg)
		var diags diag.List
		if !errors.As(err, &diags) {
			t.Errorf("%s: got %v, want input errors", pkg, err)
			continue
		}
		if len(files) != 0 {
			t.Errorf("%s: files returned with errors", pkg)
		}
		for _, w := range want {
			if !strings.Contains(diags.Error(), w) {
				t.Errorf("%s: errors lack %q:\n%s", pkg, w, diags.Error())
			}
		}
	}
}

// A peer-dir flag naming a package that does not exist is an error
// naming the flag (there is no tag to point at).
func TestMissingPeerDirFlag(t *testing.T) {
	missing := "github.com/kubegen/kubegen/generators/conversion/testdata/nothere"
	_, _, err := run(t, Options{ExtraPeerDirs: []string{missing}}, shapesV1)
	want := missing + ": --extra-peer-dirs (kubegen's --conversion-extra-peer-dirs) names a package that cannot be loaded: module github.com/kubegen/kubegen has no directory generators/conversion/testdata/nothere"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
}

// TestSupportPackages: the internal package, the external types' package
// and the peer dirs are loaded besides the inputs; a package without the
// tag asks for nothing.
func TestSupportPackages(t *testing.T) {
	c := load.Config{Dir: "."}
	parsed, err := load.Syntax(c, []string{shapesV1, "github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example"})
	if err != nil {
		t.Fatal(err)
	}
	got := Support(parsed, Options{BasePeerDirs: DefaultBasePeerDirs, ExtraPeerDirs: []string{"example.com/peer"}, ExtraDirs: []string{"example.com/fns"}})
	want := []string{"github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example", DefaultBasePeerDirs[0], DefaultBasePeerDirs[1], DefaultBasePeerDirs[2], "example.com/peer", "example.com/fns"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("Support = %q, want %q", got, want)
	}
	if got := Support(parsed[1:], Options{BasePeerDirs: DefaultBasePeerDirs}); got != nil {
		t.Errorf("Support of an untagged package = %q, want none", got)
	}
}

// TestSupportReadsDocGoBelowClause: the tag below doc.go's package clause
// names the peer package, for kubegen and conversion-gen alike. Support
// reads the syntax the driver parsed (load.Declarations keeps doc.go
// whole), without parsing doc.go again.
func TestSupportReadsDocGoBelowClause(t *testing.T) {
	parsed, err := load.Syntax(load.Config{Dir: "."}, []string{"github.com/kubegen/kubegen/generators/conversion/testdata/belowclause/v1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, everywhere := range []bool{false, true} {
		got := Support(parsed, Options{PackageComments: everywhere})
		if want := "github.com/kubegen/kubegen/generators/conversion/testdata/shapes/example"; !slices.Contains(got, want) {
			t.Errorf("PackageComments %v: Support = %q, want it to hold %s", everywhere, got, want)
		}
	}
}

// TestExternalTypesMatchUpstream: +k8s:conversion-gen-external-types puts
// the conversions of another package's types into the tagged package, as
// upstream does (want/upstream.conversion.go.txt is its output).
func TestExternalTypesMatchUpstream(t *testing.T) {
	files, _, err := run(t, Options{}, "github.com/kubegen/kubegen/generators/conversion/testdata/external/conv/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || !strings.HasSuffix(files[0].Path, filepath.Join("external", "conv", "v1", "zz_generated.conversion.go")) {
		t.Fatalf("files: %v", files)
	}
	up, err := os.ReadFile(filepath.Join("testdata", "external", "want", "upstream.conversion.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if d := diffModuloDocs(up, files[0].Content); d != "" {
		t.Errorf("differs from upstream's output:\n%s", d)
	}
	if !strings.Contains(string(files[0].Content), "func Convert_v1_Wider_To_example_Wider(in *apiv1.Wider, out *example.Wider") {
		t.Error("the external types are not named through their package")
	}
}

// TestExplicitOnlyMatchesUpstream: +k8s:conversion-gen=false on a package
// generates no conversions but still registers its hand-written ones.
func TestExplicitOnlyMatchesUpstream(t *testing.T) {
	files, _, err := run(t, Options{}, "github.com/kubegen/kubegen/generators/conversion/testdata/explicitonly/v1")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("files: %v", files)
	}
	up, err := os.ReadFile(filepath.Join("testdata", "explicitonly", "want", "upstream.conversion.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if d := diffModuloDocs(up, files[0].Content); d != "" {
		t.Errorf("differs from upstream's output:\n%s", d)
	}
	if strings.Contains(string(files[0].Content), "autoConvert") {
		t.Error("an explicit-only package got generated conversions")
	}
}

// A kubebuilder package has no doc.go: its +k8s:conversion-gen is in
// groupversion_info.go's package comment. kubegen reads it there
// (PackageComments); conversion-gen reads doc.go only, as upstream, so it
// writes nothing and says where to move the tag.
func TestPackageCommentOutsideDocGo(t *testing.T) {
	const pkg = "github.com/kubegen/kubegen/generators/conversion/testdata/kubebuilder/v1"
	files, _, err := run(t, Options{PackageComments: true}, pkg)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || !strings.Contains(string(files[0].Content), "func Convert_v1_Foo_To_example_Foo(in *Foo, out *example.Foo") {
		t.Fatalf("kubegen: got %d files, want one converting Foo", len(files))
	}

	files, warnings, err := run(t, Options{}, pkg)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 0 {
		t.Errorf("conversion-gen: got %d files, want none (upstream reads doc.go only)", len(files))
	}
	want := "groupversion_info.go:3: warning: " + pkg + ": +k8s:conversion-gen outside doc.go is not read by conversion-gen (upstream reads package tags from doc.go only); move it to doc.go, or generate with kubegen"
	if len(warnings) != 1 || !strings.Contains(warnings[0].String(), want) {
		t.Errorf("warnings = %v, want one containing %q", warnings, want)
	}
}
