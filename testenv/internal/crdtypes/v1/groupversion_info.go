// Package v1 is an API package for testenv's tests of Options.CRDPackages:
// its CRD is generated from these types when a test starts.
// +groupName=crdtypes.testenv.kubegen.io
package v1
