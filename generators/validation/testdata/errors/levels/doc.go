// +k8s:validation-gen=*

// Package levels writes +k8s:alpha/beta inside chains of tags, which
// upstream's lint refuses (without +k8s:validation-gen-nolint): each is an
// error at its line.
package levels
