package model

import (
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// checkKindObject is checkListObject the other way round: the List gets
// DeepCopyObject from its tag while the kind, by no tag where a type's tags
// are read and none written by hand, gets none. The typed client, lister
// and informer need the kind as a runtime.Object, so the tree cannot build
// (upstream's neither). The usual cause is the kind's marker block kept out
// of reach by a blank line and another comment block.
func (b *builder) checkKindObject(p *load.Package, kind, list typeDecl, k *Kind, listName string) {
	listTag, ok := objectTag(b.typeTags(p, list.file, list.spec))
	if !ok {
		return
	}
	if _, ok := objectTag(b.typeTags(p, kind.file, kind.spec)); ok || declaresMethod(p, k.Name, "DeepCopyObject") {
		return
	}
	fix := objectFix(listTag)
	b.diags.Add(k.Pos, p.Name+"."+k.Name,
		"+genclient: %s gets no DeepCopyObject, so it is no runtime.Object, which its typed client, lister and informer need (%s has %s at line %d, %s has none where a type's tags are read: the comment block right above it and the one before that); add // %s there",
		k.Name, listName, listTag.String(), listTag.Pos.Line, k.Name, fix)
}

// objectFix is the tag to add to a type that lacks DeepCopyObject, in the
// style of the tag its kind or List has.
func objectFix(has tag) string {
	if has.Name == tags.DeepcopyInterfaces {
		return "+" + tags.DeepcopyInterfaces + "=" + runtimeObject
	}
	return "+" + tags.KubebuilderObjectRoot + "=true"
}
