package tags

import (
	"fmt"
	"strings"
	"testing"
)

// The argument grammar's cases, after gengo's codetags parser tests (the
// grammar validation-gen reads its tags with): each tag is read with
// ReadTag, its arguments shown as name=value:type, or the error expected.
func TestReadTagArgs(t *testing.T) {
	for _, tc := range []struct {
		in, want, err string
	}{
		{in: "+name()", want: ""},
		{in: "+name(arg)", want: "=arg:string"},
		{in: "+name(arg) # comment", want: "=arg:string"},
		{in: "+name(arg)#comment", want: "=arg:string"},
		{in: "+name(ArG)", want: "=ArG:string"},
		{in: "+name(has-dash)", want: "=has-dash:string"},
		{in: "+name(has.dot)", want: "=has.dot:string"},
		{in: "+name(_)", want: "=_:string"},
		{in: `+name("hasQuotes")`, want: "=hasQuotes:string"},
		{in: "+name(`hasRawQuotes`)", want: "=hasRawQuotes:string"},
		{in: "+withRaw(`a = b`)", want: "=a = b:string"},
		{in: `+name("true")`, want: "=true:string"},
		{in: `+name(t: "true", f: "false")`, want: "t=true:string f=false:string"},
		{in: `+quoted(s: "value \" \\")`, want: `s=value " \:string`},
		{in: "+backticks(s: `value`)", want: "s=value:string"},
		{in: "+ident(k: value)", want: "k=value:string"},
		{in: "+numbers(n1: 2, n2: -5, n3: +5, n4: 0xFF, n5: -0x0000, n6: +0x00FF00, n7: 0o04167, n8: -0o04167, n9: +0o04167, n10: 0b10101, n11: -0b10101, n12: +0b10101)",
			want: "n1=2:int n2=-5:int n3=+5:int n4=0xFF:int n5=-0x0000:int n6=+0x00FF00:int n7=0o04167:int n8=-0o04167:int n9=+0o04167:int n10=0b10101:int n11=-0b10101:int n12=+0b10101:int"},
		{in: "+bools(true)", want: "=true:bool"},
		{in: "+bools(t: true, f:false)", want: "t=true:bool f=false:bool"},
		{in: "+mixed(s: `value`, i: 2, b: true)", want: "s=value:string i=2:int b=true:bool"},
		{in: `+k8s:unionMember(union: u)`, want: "union=u:string"},
		{in: "+k8s:unionMember(union: `u`)", want: "union=u:string"},
		{in: "+k8s:item(name: \"a,b)\")=+k8s:required", want: "name=a,b):string"},
		// Upstream accepts a trailing "," and a name with no value.
		{in: "+name(a,)", want: "=a:string"},
		{in: "+name(a: )", want: ""},

		{in: "+name(has space)", err: `unexpected character ' '`},
		{in: "+name(multiple, args)", err: "multiple arguments must use 'name: value' syntax"},
		{in: "+name(noClosingParen", err: `the arguments are not closed; end them with ")"`},
		{in: "+badRaw(missing`)", err: "unexpected character '`'"},
		{in: "+name ()", err: `unexpected "()" after the tag's name`},
		{in: "+name( x)", err: `unexpected character ' '`},
		{in: "+name(x )", err: `unexpected character ' '`},
		{in: "+name(k :v)", err: `unexpected character ' '`},
		{in: "+name(k:v )", err: `unexpected character ' '`},
		{in: "+name(k:v ,k2:v2)", err: `unexpected character ' '`},
		{in: "+name() =x", err: `unexpected "=x" after the tag's name or arguments`},
		{in: "+name(a: 1, b)", err: "can't mix named and positional arguments"},
		{in: "+name(a, b: 1)", err: "can't mix named and positional arguments"},
		{in: "+name(1.5)", err: `unexpected character '.'`},
		{in: "+name(12ab)", err: `invalid number "12ab"`},
		{in: "+name(-)", err: `invalid number "-"`},
		{in: `+name("a\nb")`, err: `unhandled escape \n`},
		{in: `+name("open)`, err: `the string is not closed; end it with "`},
		{in: `+name("open\`, err: `the string is not closed; end it with "`},
		{in: "+name(a/b)", err: `unexpected character '/'`},
		{in: "+name(,)", err: `unexpected character ','`},
	} {
		w, ok := ReadTag(tc.in)
		if !ok {
			t.Errorf("%s: not read as a tag", tc.in)
			continue
		}
		if tc.err != "" {
			if w.Err == nil || !strings.Contains(w.Err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one containing %q", tc.in, w.Err, tc.err)
			}
			if w.Args != nil || w.Value != "" {
				t.Errorf("%s: args %v and value %q beside the error", tc.in, w.Args, w.Value)
			}
			continue
		}
		if w.Err != nil {
			t.Errorf("%s: unexpected error %v", tc.in, w.Err)
			continue
		}
		var got []string
		for _, a := range w.Args {
			got = append(got, fmt.Sprintf("%s=%s:%s", a.Name, a.Value, a.Type))
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s: args %q, want %q", tc.in, g, tc.want)
		}
	}
}

// Each argument and each error says where it is in the tag, counted from
// its "+", and an argument keeps its text as written for messages.
func TestReadTagPositions(t *testing.T) {
	in := "+k8s:item(name: `x`,  port: 80)=+k8s:required"
	w, _ := ReadTag("  " + in)
	if len(w.Args) != 2 {
		t.Fatalf("args %v", w.Args)
	}
	for _, a := range w.Args {
		if in[a.Off:a.Off+len(a.Text)] != a.Text || fmt.Sprintf("%q", a) != fmt.Sprintf("%q", a.Text) {
			t.Errorf("arg %+v: offset or text does not match %q", a, in)
		}
	}
	if w.Args[0].Text != "name: `x`" || w.Args[1].Text != "port: 80" {
		t.Errorf("texts %q, %q", w.Args[0].Text, w.Args[1].Text)
	}
	for _, tc := range []struct {
		in  string
		off int
	}{
		{"+name(k :v)", 7},
		{"+name(ok: 1, bad: 1x)", 19},
		{"+name(ok: 1, bad: 1f)", 18},
		{"+name(a, b)", 9},
		{"+name(x) y", 9},
		{"+name z", 6},
		{`+name("open`, 6},
	} {
		w, _ := ReadTag(tc.in)
		var ae *ArgError
		if e, ok := w.Err.(*ArgError); ok {
			ae = e
		}
		if ae == nil || ae.Off != tc.off {
			t.Errorf("%s: error %#v, want one at offset %d", tc.in, w.Err, tc.off)
		}
	}
}

// The name, value and comment of a tag line, as validation-gen read them
// before the arguments had a reader of their own.
func TestReadTagValue(t *testing.T) {
	for _, tc := range []struct {
		in, name, value string
		quoted          bool
	}{
		{"+k8s:optional", "k8s:optional", "", false},
		{"+k8s:optional # why", "k8s:optional", "", false},
		{"  +k8s:maxLength=10  ", "k8s:maxLength", "10", false},
		{"+k8s:maxLength=10 # ten", "k8s:maxLength", "10", false},
		{"+k8s:maxLength=10# ten", "k8s:maxLength", "10", false},
		{`+k8s:neq="a #b" # c`, "k8s:neq", "a #b", true},
		{`+k8s:format="k8s-ip"`, "k8s:format", "k8s-ip", true},
		{"+k8s:neq=`a # b`", "k8s:neq", "a # b", true},
		{`+k8s:ifEnabled(F)=+k8s:maxItems=1 # c`, "k8s:ifEnabled", "+k8s:maxItems=1", false},
		{`+k8s:alpha(since: "1.34")=+k8s:unionMember(union: u)`, "k8s:alpha", "+k8s:unionMember(union: u)", false},
		{`+k8s:item(a: "b")`, "k8s:item", "", false},
	} {
		w, ok := ReadTag(tc.in)
		if !ok || w.Err != nil || w.Name != tc.name || w.Value != tc.value || w.Quoted != tc.quoted {
			t.Errorf("%s: read %+v, want name %q value %q quoted %v", tc.in, w, tc.name, tc.value, tc.quoted)
		}
	}
	if _, ok := ReadTag("not a tag"); ok {
		t.Error("a line without + read as a tag")
	}
}
