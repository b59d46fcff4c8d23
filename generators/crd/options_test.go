package crd

import (
	"strings"
	"testing"
)

// controller-gen's crd arguments parse into the options they name.
func TestParseOptions(t *testing.T) {
	o, err := ParseOptions("crd:maxDescLen=0,generateEmbeddedObjectMeta=true,crdVersions=v1,headerFile=hack/boilerplate.go.txt,year=2026,deprecatedV1beta1CompatibilityPreserveUnknownFields=false,allowDangerousTypes=true,ignoreUnexportedFields=true,omitToolVersion=true")
	if err != nil {
		t.Fatal(err)
	}
	if o.Schema.MaxDescLen == nil || *o.Schema.MaxDescLen != 0 || !o.Schema.GenerateEmbeddedObjectMeta || !o.Schema.AllowDangerousTypes ||
		!o.Schema.IgnoreUnexportedFields || !o.OmitToolVersion || o.HeaderFile != "hack/boilerplate.go.txt" || o.Year != "2026" ||
		len(o.CRDVersions) != 1 || o.PreserveUnknownFields == nil || *o.PreserveUnknownFields {
		t.Errorf("parsed %+v", o)
	}
	if o, err := ParseOptions("crd"); err != nil || o.Schema.MaxDescLen != nil || o.Schema.GenerateEmbeddedObjectMeta {
		t.Errorf("bare crd: %+v, %v", o, err)
	}
	if _, err := ParseOptions("crd:maxDesclen=3"); err == nil || !strings.Contains(err.Error(), "maxDescLen") {
		t.Errorf("a misspelt option: %v", err)
	}
}
