// Package other is a package the shapes embed and reference; it is not an
// input, so only its fields' comments are read.
package other
