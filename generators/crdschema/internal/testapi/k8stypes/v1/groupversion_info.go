// Package v1 has +k8s: tags that controller-gen v0.23.0 reads written on
// type declarations, where it reads only some of them: our schemas must
// keep its bytes for each.
// +groupName=k8stypes.example.com
package v1
