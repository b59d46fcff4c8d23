// Package v1 has markers in comment blocks of their own above the doc.
// +groupName=detached.example.com
package v1
