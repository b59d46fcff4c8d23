// Package v1 has the shapes upstream's applyconfiguration-gen accepts on its
// own but client-gen would not: a +genclient kind without its List type and
// a +genclient type without ObjectMeta.
// +groupName=ex.example.com
package v1
