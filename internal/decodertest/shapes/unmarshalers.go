package shapes

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Custom unmarshals itself from a number or a string (as IntOrString
// does, but the generator knows nothing of it), and also has
// UnmarshalText, which encoding/json ignores when UnmarshalJSON exists.
type Custom struct {
	N     int64
	S     string
	IsStr bool
}

// MarshalJSON writes S as a string or N as a number.
func (c Custom) MarshalJSON() ([]byte, error) {
	if c.IsStr {
		return json.Marshal(c.S)
	}
	return json.Marshal(c.N)
}

// UnmarshalJSON reads a string or a number; null leaves c alone.
func (c *Custom) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	if len(data) > 0 && data[0] == '"' {
		*c = Custom{IsStr: true}
		return json.Unmarshal(data, &c.S)
	}
	*c = Custom{}
	return json.Unmarshal(data, &c.N)
}

// UnmarshalText must never be used: UnmarshalJSON takes precedence.
func (c *Custom) UnmarshalText([]byte) error {
	return fmt.Errorf("shapes.Custom: UnmarshalText called")
}

// Upper is a string that unmarshals from text, upper-cased: decoding is
// not the identity, so a decoder that skips UnmarshalText shows.
type Upper string

// MarshalText writes u as it is.
func (u Upper) MarshalText() ([]byte, error) { return []byte(u), nil }

// UnmarshalText upper-cases the text.
func (u *Upper) UnmarshalText(text []byte) error {
	*u = Upper(strings.ToUpper(string(text)))
	return nil
}

// Point is a struct written as the text "x,y".
type Point struct{ X, Y int32 }

// MarshalText writes "x,y".
func (p Point) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%d,%d", p.X, p.Y), nil }

// UnmarshalText reads "x,y".
func (p *Point) UnmarshalText(text []byte) error {
	x, y, ok := strings.Cut(string(text), ",")
	if !ok {
		return fmt.Errorf("shapes.Point: %q is not x,y", text)
	}
	xi, err := strconv.ParseInt(x, 10, 32)
	if err != nil {
		return err
	}
	yi, err := strconv.ParseInt(y, 10, 32)
	if err != nil {
		return err
	}
	*p = Point{X: int32(xi), Y: int32(yi)}
	return nil
}
