package schema

import (
	"encoding/json"
	"go/types"
	"strings"
	"testing"
)

// The +k8s:validation grammar: keys nest by ":", list entries by
// subscript, "key>text" lines append raw text, values are JSON; what
// openapi-gen fails on is an error, and Check judges the values.
func TestParseK8sValidation(t *testing.T) {
	cases := []struct {
		lines         []string
		want, wantErr string
		checkErr      string
	}{{
		lines: []string{"Some prose.", "+k8s:validation:maxLength=10", "+k8s:validation:pattern=\"^a\"", "+optional"},
		want:  `{"maxLength":10,"pattern":"^a"}`,
	}, {
		lines: []string{"+k8s:validation:items:minimum=1", "+k8s:validation:cel[0]:rule>self.a", "+k8s:validation:cel[0]:rule>  && self.b", "+k8s:validation:cel[0]:message=\"m\""},
		want:  `{"items":{"minimum":1},"cel":[{"rule":"self.a\n\u0026\u0026 self.b","message":"m"}]}`,
	}, {
		lines: []string{"+k8s:validation:unknownKey=1", "+k8s:validation:minLength=ref(Other)"},
		want:  `{}`,
	}, {
		lines:   []string{"+k8s:validation:maxLength=ten"},
		wantErr: "failed to parse value for key maxLength as JSON",
	}, {
		lines:   []string{"+k8s:validation:cel[1]:rule=\"x\""},
		wantErr: "non-consecutive index 1",
	}, {
		lines:    []string{"+k8s:validation:minLength=5", "+k8s:validation:maxLength=2"},
		want:     `{"maxLength":2,"minLength":5}`,
		checkErr: "minLength 5 is greater than maxLength 2",
	}}
	for _, c := range cases {
		v, err := ParseK8sValidation(c.lines)
		if c.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("%q: error %v, want one with %q", c.lines, err, c.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.lines, err)
			continue
		}
		if got, _ := json.Marshal(v); string(got) != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.lines, got, c.want)
		}
		if err := v.Check(); (err == nil) != (c.checkErr == "") || err != nil && !strings.Contains(err.Error(), c.checkErr) {
			t.Errorf("%q: Check() = %v, want %q", c.lines, err, c.checkErr)
		}
	}
}

// Under openapi-gen's reading the model holds each field's markers, and
// the parse error of those it cannot read.
func TestK8sValidationInModel(t *testing.T) {
	root, cfg := check(t, `type Root struct {
	// +k8s:validation:maxItems=3
	List []string `+"`json:\"list\"`"+`
	// +k8s:validation:minimum=x
	Bad int32 `+"`json:\"bad\"`"+`
}`)
	cfg.Docs = docText{cfg.Markers.(docLines)}
	cfg.Reading = OpenAPIGenReading
	m, _ := Build(cfg, []*types.TypeName{root})
	fs := m.ByType[root].Node.Object.Fields
	if v := fs[0].K8sValidation; v == nil || v.MaxItems == nil || *v.MaxItems != 3 || fs[0].K8sValidationErr != nil {
		t.Errorf("list: %+v, %v; want maxItems 3", v, fs[0].K8sValidationErr)
	}
	if fs[1].K8sValidationErr == nil {
		t.Errorf("bad: no error for minimum=x")
	}
}
