package tags

import (
	"reflect"
	"slices"
	"testing"

	"k8s.io/gengo/v2"
)

func TestValues(t *testing.T) {
	lines := []string{" +k8s:deepcopy-gen=package", "text", "+k8s:deepcopy-gen", "+k8s:deepcopy-gen:interfaces=x", "+ k8s:deepcopy-gen = false "}
	got := Values(lines, DeepcopyGen)
	if want := []string{"package", "", "false"}; !slices.Equal(got, want) {
		t.Errorf("Values = %q, want %q", got, want)
	}
}

// TestExactValues: openapi-gen's reading, gengo's ExtractCommentTags: the
// name exact, the value as written.
func TestExactValues(t *testing.T) {
	lines := []string{" +default= 1 ", "+default", "+ default=2", "+default:x=3", "+default=a=b"}
	got := ExactValues(lines, Default)
	want := gengo.ExtractCommentTags("+", lines)[Default]
	if !slices.Equal(got, want) || !slices.Equal(got, []string{" 1", "", "a=b"}) {
		t.Errorf("ExactValues = %q, gengo %q", got, want)
	}
	if ExactValues([]string{"text"}, Default) != nil {
		t.Error("a value without the tag")
	}
	defer func() {
		if recover() == nil {
			t.Error("an unregistered name is read")
		}
	}()
	ExactValues(lines, "nosuchtag")
}

func TestCommentLines(t *testing.T) {
	for text, want := range map[string][]string{
		"// +groupName=a.b ":                {"+groupName=a.b"},
		"/* a\n * +genclient\n   +x=1 */":   {"a", "+genclient", "+x=1"},
		"/*\n+k8s:deepcopy-gen=package\n*/": {"", "+k8s:deepcopy-gen=package", ""},
	} {
		if got := CommentLines(text); !slices.Equal(got, want) {
			t.Errorf("CommentLines(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestSplit: one line read as gengo's ExtractCommentTags reads it.
func TestSplit(t *testing.T) {
	type split struct {
		name, value  string
		hasValue, ok bool
	}
	for line, want := range map[string]split{
		"+genclient":                   {"genclient", "", false, true},
		" +groupName=a.b ":             {"groupName", "a.b", true, true},
		"+resourceName=":               {"resourceName", "", true, true},
		"+genclient:method=A,verb=get": {"genclient:method", "A,verb=get", true, true},
		"+ listType = map":             {" listType ", " map", true, true},
		"+":                            {"", "", false, true},
		"text +x=1":                    {},
		"":                             {},
	} {
		var got split
		got.name, got.value, got.hasValue, got.ok = Split(line)
		if got != want {
			t.Errorf("Split(%q) = %+v, want %+v", line, got, want)
		}
	}
}

// TestSplitIsGengos: Split agrees with gengo on every line of TestSplit's
// kind, so readers that moved off gengo read what upstream reads.
func TestSplitIsGengos(t *testing.T) {
	for _, line := range []string{"+genclient", " +groupName=a.b ", "+resourceName=", "+genclient:method=A,verb=get",
		"+ listType = map", "+", "text +x=1", "", "\t+k8s:deepcopy-gen=package", "+a=b=c"} {
		name, value, _, ok := Split(line)
		got := map[string][]string{}
		if ok {
			got[name] = []string{value}
		}
		if want := gengo.ExtractCommentTags("+", []string{line}); !reflect.DeepEqual(got, want) {
			t.Errorf("Split(%q) gives %q, gengo %q", line, got, want)
		}
	}
}
