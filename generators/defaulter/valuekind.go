package defaulter

import (
	"fmt"
	"math"
)

// valueKindMismatch says why a +default's decoded JSON value cannot be
// assigned to a builtin type of ID id, or "" when it can (or the type is not
// one checked here). The value is written into the generated code as a Go
// literal, so a string given to an int32 (or a number given to a string)
// would not compile.
func valueKindMismatch(id string, decoded any) string {
	want := ""
	ok := false
	switch id {
	case "string":
		want = `a JSON string (e.g. "value")`
		_, ok = decoded.(string)
	case "bool":
		want = "true or false"
		_, ok = decoded.(bool)
	case "float32", "float64":
		want = "a JSON number (e.g. 1.5)"
		_, ok = decoded.(float64)
	case "int", "int8", "int16", "int32", "int64":
		want = "a whole JSON number (e.g. 1)"
		f, isNum := decoded.(float64)
		ok = isNum && f == math.Trunc(f)
	case "uint", "uint8", "uint16", "uint32", "uint64", "byte":
		want = "a whole JSON number that is not negative (e.g. 1)"
		f, isNum := decoded.(float64)
		ok = isNum && f == math.Trunc(f) && f >= 0
	default:
		return ""
	}
	if ok {
		return ""
	}
	return fmt.Sprintf("%s fields take %s", id, want)
}
