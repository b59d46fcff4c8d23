package smdschema

import "testing"

func TestDump(t *testing.T) {
	text, warns := build(t, typedLoad(t, shapesPkg))
	t.Log(text)
	t.Log(warns)
}
