// Package jsonnames holds a struct with odd json tags, whose schema's
// field names must be the keys encoding/json writes.
package jsonnames

type Inner struct {
	Deep string `json:"deep"`
}

type Phase string

type inner struct {
	Hidden string `json:"hidden"`
}

type Odd struct {
	Inner
	Phase
	inner    `json:"in"`
	Plain    string
	Quote    string `json:"it's"`
	Bullet   string `json:"a•b"`
	Accented string `json:"dé"`
	Dash     string `json:"-"`
	DashName string `json:"-,"`
	NoName   string `json:",omitempty"`
	Number   int    `json:"number,string"`
	private  string
}
