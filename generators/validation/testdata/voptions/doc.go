// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-nolint

// Package voptions wraps, in +k8s:ifEnabled and +k8s:ifDisabled, the tags
// whose calls are made once a field's or struct's tags are all read:
// +k8s:update, +k8s:listType, +k8s:eachVal/eachKey, +k8s:subfield, union
// members and +k8s:ifMode. testdata/want/voptions.txt is upstream's output
// for it, made in a copy of this module (hack/validation-goldens.sh
// voptions) since the membership variables' names hold its import path.
package voptions
