// +k8s:validation-gen=TypesWithSuffix=Root

// Package aliasfield declares fields with Go type aliases (type A = B):
// upstream's loader sees through them, so its output names the aliased
// type (*string, not *Name) in every closure and getter; uint8, which the
// loader knows as byte, is written byte;
// testdata/want/aliasfield.txt is upstream's output for it
// (hack/validation-goldens.sh aliasfield).
package aliasfield
