// Package cachelike stands for client-go's cache package.
package cachelike

type Indexer interface{ List() []any }
