// Package v1 has a kind whose embedded struct's fields have ObjectMeta's
// names (Name, Namespace) at the same depth: the promoted selectors are
// ambiguous.
//
// +groupName=clash.example.com
package v1
