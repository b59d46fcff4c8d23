package model

import (
	"go/ast"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// subresourceStatus is controller-gen's marker enabling a CRD's status
// subresource.
const subresourceStatus = "kubebuilder:subresource:status"

// statusVerbs are the client verbs client-gen writes only for a type
// with a Status field.
var statusVerbs = []string{"updateStatus", "applyStatus"}

// checkStatusAsked warns when a kind with a client asks for status
// methods, by +genclient:onlyVerbs or controller-gen's status subresource
// marker, but has no Status field: client-gen then leaves UpdateStatus
// and ApplyStatus out without a word (and kubegen follows), so the
// request goes missing silently. Upstream accepts it, so it is a warning.
func (b *builder) checkStatusAsked(typeTags []tag, k *Kind, subject string) {
	for _, t := range typeTags {
		switch t.Name {
		case tags.GenClientOnlyVerbs:
			for _, v := range strings.Split(t.Value, ",") {
				if v = strings.TrimSpace(v); slices.Contains(statusVerbs, v) {
					b.diags.Warn(t.Pos, subject, "%s: %s is not generated, since %s has no Status field (client-gen writes UpdateStatus and ApplyStatus only for a type with one); add the field Status %sStatus `json:\"status,omitempty\"`, or drop %s from the list",
						t.String(), v, k.Name, k.Name, v)
				}
			}
		case subresourceStatus:
			b.diags.Warn(t.Pos, subject, "%s: %s has no Status field, so its typed client gets no UpdateStatus or ApplyStatus and the status subresource has nothing to update; add the field Status %sStatus `json:\"status,omitempty\"`, or remove the marker",
				t.String(), k.Name, k.Name)
		}
	}
}

// checkListItems warns when a List's Items field is not named "items" in
// JSON (no json tag, or another name): the API server sends "items", and
// the case-sensitive decoding of apimachinery's serializer (and of
// kubegen's decoders) leaves Items empty, so every List call, lister and
// informer sees no objects. Upstream generates the same code, so it is a
// warning. A List none of whose fields has a json tag is an internal
// version's, which is converted, never decoded from JSON itself.
func (b *builder) checkListItems(p *load.Package, list typeDecl, items *ast.Field, listName, kindName string) {
	if !slices.ContainsFunc(list.fields(), func(f *ast.Field) bool {
		return f.Tag != nil && strings.Contains(f.Tag.Value, "json:")
	}) {
		return
	}
	tag := ""
	if items.Tag != nil {
		tag, _ = strconv.Unquote(items.Tag.Value)
	}
	j := gotype.ParseJSONTag(tag)
	var has string
	switch {
	case j.Name == "items":
		return
	case !j.Present:
		has = "has no json tag, so it is encoded as \"Items\""
	case j.Name == "-":
		has = "is tagged json:\"-\", so it is never decoded"
	case j.Name == "":
		has = "has a json tag without a name, so it is encoded as \"Items\""
	default:
		has = "is named " + strconv.Quote(j.Name) + " in JSON"
	}
	b.diags.Warn(p.Fset.Position(items.Pos()), p.Name+"."+listName,
		"%s.Items %s, while the API server sends \"items\", which case-sensitive decoding does not match: lists, listers and informers would see no objects; write Items []%s `json:\"items\"`", listName, has, kindName)
}
