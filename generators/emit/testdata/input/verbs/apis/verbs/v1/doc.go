// Package v1 is an emit test input: every verb selection and every shape of
// +genclient:method the templates print.
//
// +groupName=verbs.example.com
package v1
