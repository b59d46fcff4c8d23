package schema

import (
	"go/types"
	"testing"
)

// With openapi-gen's formats each Go kind gets gengo's format (int8 is
// byte, uint32 int64); without a rule numbers have none; uintptr has no
// schema under openapi-gen's rule.
func TestFormats(t *testing.T) {
	src := `type Root struct {
	A int8 ` + "`json:\"a\"`" + `
	B uint32 ` + "`json:\"b\"`" + `
	C int ` + "`json:\"c\"`" + `
	D float32 ` + "`json:\"d\"`" + `
	E float64 ` + "`json:\"e\"`" + `
	F int64 ` + "`json:\"f\"`" + `
	G string ` + "`json:\"g\"`" + `
	H uintptr ` + "`json:\"h\"`" + `
}`
	root, cfg := check(t, src)
	m, warns := Build(cfg, []*types.TypeName{root})
	if got, want := describe(m.ByType[root].Node), `{a:integer=0 b:integer=0 c:integer=0 d:number=0 e:number=0 f:integer=0 g:string="" h:integer=0}`; got != want {
		t.Errorf("without formats:\n got %s\nwant %s", got, want)
	}
	checkWarnings(t, warns, nil)
	cfg.Formats = OpenAPIGenFormats
	m, warns = Build(cfg, []*types.TypeName{root})
	if got, want := describe(m.ByType[root].Node), `{a:integer/byte=0 b:integer/int64=0 c:integer/int32=0 d:number/float=0 e:number/double=0 f:integer/int64=0 g:string="" h:untyped=0}`; got != want {
		t.Errorf("openapi-gen's formats:\n got %s\nwant %s", got, want)
	}
	checkWarnings(t, warns, []string{"10: p.Root.H: a field of type uintptr has no schema type"})
}
