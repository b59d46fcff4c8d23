package deepcopy

import (
	"go/token"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/tags"
)

// checkDisabledRoot reports a type whose object root marker asks for
// DeepCopyObject while its own tag turns its deep copies off, and whose
// package declares no DeepCopyObject for it by hand. controller-gen then
// writes nothing for it, without a word: the type is no runtime.Object, and
// its List's generated deep copy calls the DeepCopyInto that ObjectMeta
// promotes, with the wrong argument. With +genclient (the typed client
// needs the runtime.Object) or a <Name>List beside it (whose deep copy
// would not compile) the tree cannot build: an error. Otherwise the package
// may still build, as upstream tolerates: a warning.
func checkDisabledRoot(cd candidate, sel selection, at token.Position, subject string, diags *diag.List) {
	if sel.wanted || !sel.root || method(cd.obj.Type(), "DeepCopyObject", nil) != nil {
		return
	}
	off := "+" + markerGenerate + "=false"
	if sel.legacy == valueFalse {
		off = "+" + tagEnabled + "=false"
	}
	report := diags.Warn
	if len(tags.Values(cd.lines, tags.GenClient)) > 0 || cd.obj.Pkg().Scope().Lookup(cd.obj.Name()+"List") != nil {
		report = diags.Add
	}
	report(at, subject, "+%s=true asks for DeepCopyObject, but %s turns off the type's deep copies and none is written by hand, so it is no runtime.Object; remove %s (or write DeepCopy, DeepCopyInto and DeepCopyObject for it)", markerRoot, off, off)
}
