package markers

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// testRegistry holds the definitions of hack/markers-upstream/main.go,
// with the same names and Go types, so that values compare as JSON.
func testRegistry(t *testing.T) *Registry {
	t.Helper()
	r := NewRegistry()
	r.MustDefine("kubebuilder:printcolumn", OnType, printColumn{})
	r.MustDefine("kubebuilder:rbac", OnPackage, rbacRule{})
	r.MustDefine("kubebuilder:validation:XValidation", OnTypeOrField, xValidation{})
	r.MustDefine("kubebuilder:validation:Minimum", OnTypeOrField, minimum(0))
	r.MustDefine("kubebuilder:validation:Enum", OnTypeOrField, enum(nil))
	r.MustDefine("kubebuilder:subresource:status", OnType, statusSubresource{})
	r.MustDefine("kubebuilder:object:root", OnType, false)
	r.MustDefine("groupName", OnPackage, "")
	r.MustDefine("crd", OnPackage, crdOptions{})
	r.MustDefine("paths", OnPackage, []string(nil))
	r.MustDefine("output:crd:artifacts", OnPackage, outputArtifacts{})
	r.MustDefine("object", OnPackage, objectOptions{})
	r.MustDefine("rbac", OnPackage, rbacOptions{})
	r.MustDefine("kubebuilder:skip", OnPackage, struct{}{})
	r.MustDefine("test:both", OnPackage|OnType, "")
	r.MustDefine("test:int", OnField, 0)
	r.MustDefine("test:float", OnField, 0.0)
	r.MustDefine("test:bool", OnField, false)
	r.MustDefine("test:string", OnField, "")
	r.MustDefine("test:strings", OnField, []string(nil))
	r.MustDefine("test:ints", OnField, []int(nil))
	r.MustDefine("test:nested", OnField, [][]string(nil))
	r.MustDefine("test:map", OnField, map[string]any(nil))
	r.MustDefine("test:mapstr", OnField, map[string]string(nil))
	r.MustDefine("test:raw", OnField, RawArguments(nil))
	r.MustDefine("test:struct", OnField, testStruct{})
	d, err := NewValueDefinition("kubebuilder:default", OnField, defaultValue{})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Register(d); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestParseValues(t *testing.T) {
	r := testRegistry(t)
	for _, tc := range []struct {
		text   string
		target Target
		want   any
	}{
		{`+kubebuilder:validation:Minimum=1`, OnField, minimum(1)},
		{`+kubebuilder:validation:Minimum=-2.5`, OnType, minimum(-2.5)},
		{`+kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"`, OnType,
			printColumn{Name: "Age", Type: "date", JSONPath: ".metadata.creationTimestamp"}},
		{`+kubebuilder:printcolumn:name=Ready,type=string,JSONPath=.status.ready,priority=1`, OnType,
			printColumn{Name: "Ready", Type: "string", JSONPath: ".status.ready", Priority: 1}},
		{`+kubebuilder:rbac:groups=apps,resources=deployments;deployments/status,verbs=get;list`, OnPackage,
			rbacRule{Groups: []string{"apps"}, Resources: []string{"deployments", "deployments/status"}, Verbs: []string{"get", "list"}}},
		{`+kubebuilder:rbac:groups="",resources={pods,services},verbs=*`, OnPackage,
			rbacRule{Groups: []string{""}, Resources: []string{"pods", "services"}, Verbs: []string{"*"}}},
		{`+kubebuilder:validation:XValidation:rule="self > 0",message="must be positive, really"`, OnField,
			xValidation{Rule: "self > 0", Message: "must be positive, really"}},
		{"+kubebuilder:validation:XValidation:rule=`self.a == \"x\"`", OnField, xValidation{Rule: `self.a == "x"`}},
		{`+kubebuilder:validation:Enum=a;b;c`, OnField, enum{"a", "b", "c"}},
		{`+kubebuilder:validation:Enum={1,2,3}`, OnField, enum{1, 2, 3}},
		{`+kubebuilder:validation:Enum="a b";c`, OnField, enum{"a b", "c"}},
		{`+kubebuilder:default={a: 1, b: "x", c: {d: true}}`, OnField,
			defaultValue{Value: map[string]any{"a": 1, "b": "x", "c": map[string]any{"d": true}}}},
		{`+kubebuilder:default={x,y}`, OnField, defaultValue{Value: []string{"x", "y"}}},
		{`+kubebuilder:default=100Mi`, OnField, defaultValue{Value: "100Mi"}},
		{`+kubebuilder:default=1.5`, OnField, defaultValue{Value: 1.5}},
		{`+kubebuilder:default=false`, OnField, defaultValue{Value: false}},
		{`+kubebuilder:default={}`, OnField, defaultValue{Value: map[string]any{}}},
		{`+kubebuilder:subresource:status`, OnType, statusSubresource{}},
		{`+kubebuilder:object:root=true`, OnType, true},
		{`+groupName=example.com`, OnPackage, "example.com"},
		{`crd:maxDescLen=0`, OnPackage, crdOptions{MaxDescLen: ptr(0)}},
		{`crd`, OnPackage, crdOptions{}},
	} {
		d, v, err := r.Parse(tc.text, tc.target)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if !reflect.DeepEqual(v, tc.want) {
			t.Errorf("%s (marker %s): got %#v, want %#v", tc.text, d.Name, v, tc.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }

func TestParseErrors(t *testing.T) {
	r := testRegistry(t)
	for _, tc := range []struct {
		text   string
		target Target
		want   string
	}{
		{`+kubebuilder:validation:Minimum=x`, OnField,
			`+kubebuilder:validation:Minimum: expected a number, got "x" (column 33 of "+kubebuilder:validation:Minimum=x"); write a number such as 1.5`},
		{`+kubebuilder:validation:Minimum`, OnField,
			`+kubebuilder:validation:Minimum needs a value (in "+kubebuilder:validation:Minimum"); write +kubebuilder:validation:Minimum=<number>`},
		{`+kubebuilder:printcolumn:name="Age",typ="date",JSONPath=".x"`, OnType,
			`+kubebuilder:printcolumn: unknown argument "typ" (column 37 of "+kubebuilder:printcolumn:name=\"Age\",typ=\"date\",JSONPath=\".x\""); did you mean type? its arguments are JSONPath, description, format, name, priority, type`},
		{`+kubebuilder:printcolumn:name="Age",type="date"`, OnType,
			`+kubebuilder:printcolumn needs argument JSONPath (in "+kubebuilder:printcolumn:name=\"Age\",type=\"date\""); write +kubebuilder:printcolumn:JSONPath=<string>,[description=<string>],[format=<string>],name=<string>,[priority=<int>],type=<string>`},
		{`+kubebuilder:printcolumn:name="Age" type="date"`, OnType,
			`+kubebuilder:printcolumn: expected "," between arguments, got "type" (column 37 of "+kubebuilder:printcolumn:name=\"Age\" type=\"date\""); separate arguments with ",", and quote a value that holds , ; or }`},
		{`+kubebuilder:printcolumn:name="Age",="x"`, OnType,
			`+kubebuilder:printcolumn: expected an argument name, got "=" (column 37 of "+kubebuilder:printcolumn:name=\"Age\",=\"x\""); write +kubebuilder:printcolumn:JSONPath=<string>,[description=<string>],[format=<string>],name=<string>,[priority=<int>],type=<string>`},
		{`+kubebuilder:printcolumn:name="Age",type "date"`, OnType,
			`+kubebuilder:printcolumn: expected "=" after argument type, got "\"date\"" (column 42 of "+kubebuilder:printcolumn:name=\"Age\",type \"date\""); write type=<string>`},
		{`+kubebuilder:validation:XValidation:rule="self > 0`, OnField,
			`+kubebuilder:validation:XValidation: unterminated quoted string (column 42 of "+kubebuilder:validation:XValidation:rule=\"self > 0"); close the quote`},
		{`+kubebuilder:object:root=yes`, OnType,
			`+kubebuilder:object:root: expected true or false, got "yes" (column 26 of "+kubebuilder:object:root=yes"); write true or false`},
		{`crd:maxDescLen=ten`, OnPackage,
			`crd: expected an integer, got "ten" (column 16 of "crd:maxDescLen=ten"); write an integer such as 3`},
		{`rbac:rolename=x`, OnPackage,
			`rbac: unknown argument "rolename" (column 6 of "rbac:rolename=x"); did you mean roleName? its arguments are fileName, roleName`},
		{`output:crd:artifacts`, OnPackage,
			`output:crd:artifacts needs argument config (in "output:crd:artifacts"); write output:crd:artifacts:[code=<string>],config=<string>`},
		{`+kubebuilder:printcolum:name="Age"`, OnType,
			`unknown marker +kubebuilder:printcolum:name (in "+kubebuilder:printcolum:name=\"Age\""); did you mean +kubebuilder:printcolumn?`},
		{`crdd:maxDescLen=0`, OnPackage,
			`unknown marker +crdd:maxDescLen (in "crdd:maxDescLen=0"); did you mean +crd?`},
		{`+kubebuilder:object:root=true`, OnField,
			`+kubebuilder:object:root describes a type, not a field (in "+kubebuilder:object:root=true"); move it to the comment of the type`},
		{`+kubebuilder:default={a: 1`, OnField,
			`+kubebuilder:default: expected "," or "}" in the map, got "end of marker" (column 27 of "+kubebuilder:default={a: 1"); write a map as {key: value, other: value}`},
	} {
		_, _, err := r.Parse(tc.text, tc.target)
		if err == nil {
			t.Errorf("%s: no error", tc.text)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.text, err, tc.want)
		}
	}
}

func TestDefinitionErrors(t *testing.T) {
	r := NewRegistry()
	if _, err := r.Define("x", OnType, struct{ C complex64 }{}); err == nil || !strings.Contains(err.Error(), "field C") {
		t.Errorf("complex field: %v", err)
	}
	r.MustDefine("y", OnType, "")
	if _, err := r.Define("y", OnTypeOrField, 0); err == nil {
		t.Error("a second definition of y for a type was accepted")
	}
}

// celsius reads its own text, as controller-gen's Minimum does.
type celsius float64

func (c *celsius) UnmarshalMarker(name, full, args string) error {
	v, ok := strings.CutSuffix(args, "C")
	if !ok || name != "temp" || full != "temp" {
		return fmt.Errorf("%s/%s: %q is not in degrees C", name, full, args)
	}
	f, err := strconv.ParseFloat(v, 64)
	*c = celsius(f)
	return err
}

// reading has a field no marker argument can be; it reads itself.
type reading struct{ at complex64 }

func (r *reading) UnmarshalMarker(_, _, args string) error {
	r.at = complex(float32(len(args)), 0)
	return nil
}

func TestUnmarshaler(t *testing.T) {
	r := NewRegistry()
	r.MustDefine("temp", OnField, celsius(0))
	r.MustDefine("reading", OnField, reading{})
	if _, v, err := r.Parse("+reading=abc", OnField); err != nil || v.(reading).at != 3 {
		t.Errorf("+reading=abc: %v, %v", v, err)
	}
	if _, v, err := r.Parse("+temp=21.5C", OnField); err != nil || v != celsius(21.5) {
		t.Errorf("+temp=21.5C: %v, %v", v, err)
	}
	_, _, err := r.Parse("+temp=70F", OnField)
	if want := `+temp: temp/temp: "70F" is not in degrees C (column 7 of "+temp=70F"); write +temp=<text>`; err == nil || err.Error() != want {
		t.Errorf("+temp=70F:\n got %v\nwant %s", err, want)
	}
}
