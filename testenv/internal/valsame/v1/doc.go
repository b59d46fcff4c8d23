// Package v1 is one API type validated two ways: by the Validate function
// validation-gen writes from its +k8s: tags (zz_generated.validations.go)
// and by the CRD schema the crd generator renders from the same tags, which
// a real API server enforces. testenv's TestValidationAgreesWithCRDSchema
// sends each bad object both ways.
//
// Regenerate the Go files from the testenv directory with
//
//	go run ../cmd/deepcopy-gen --output-file zz_generated.deepcopy.go ./internal/valsame/v1
//	go run ../cmd/validation-gen --output-file zz_generated.validations.go ./internal/valsame/v1
//
// +k8s:deepcopy-gen=package
// +k8s:validation-gen=TypesWithField=TypeMeta
// The alpha and beta tags (unionDiscriminator, forbidden, neq) are used
// without +k8s:alpha/+k8s:beta on most fields (memo and site have them
// wrapped); nolint lets validation-gen accept them so in a v1 package.
// +k8s:validation-gen-nolint
// +groupName=valsame.testenv.kubegen.io
package v1
