// +k8s:validation-gen=TypesWithSuffix=Root

// Package minlengthzero writes +k8s:minLength=0 (and a negative limit),
// which upstream accepts as "considered, no minimum" and makes no call
// for, alone, under +k8s:alpha and subfield and on a type; testdata/want/minlengthzero.txt is upstream's output for it
// (hack/validation-goldens.sh minlengthzero).
package minlengthzero
