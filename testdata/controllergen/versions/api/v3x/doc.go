// Package v3x is version v3 by +versionName.
// +groupName=versions.corpus.example.com
// +versionName=v3
package v3x
