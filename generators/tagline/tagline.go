// Package tagline is the old home of the comment-tag line reader, kept
// while generators/deepcopy still imports it; the reader now lives beside
// the tag registry (tags.Values), which new code calls directly.
package tagline

import "github.com/kubegen/kubegen/generators/tags"

// Values is tags.Values.
func Values(lines []string, name string) []string { return tags.Values(lines, name) }
