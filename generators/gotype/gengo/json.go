package gengo

import "github.com/kubegen/kubegen/generators/gotype"

// JSONField is the member as gotype's JSON view reads it. EmbedsStruct
// stays unset: only encoding/json's rules read it, and the generators
// reading through gengo follow upstream tools that inline an embedded
// field whatever its type.
func (m *Member) JSONField() gotype.StructField {
	return gotype.StructField{Name: m.Name, Tag: m.Tag, Embedded: m.Embedded}
}
