// Package ourruntime stands for our runtime package.
package ourruntime

type Indexer interface{ List() []any }
