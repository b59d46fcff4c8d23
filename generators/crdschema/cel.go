package crdschema

import (
	"go/token"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
)

// celCheck, when built in (build tag kubegen_cel, cel_check.go), compiles
// every x-kubernetes-validations rule of a kind's schema in the API
// server's CEL environment and returns the rules that do not compile, at
// the position at gives for a rule. Without the tag it is nil and rules
// are written unchecked, as controller-gen writes them: the checker
// brings k8s.io/apiserver's CEL stack (cel-go, its parser, protobuf
// types), which would make a cold install of kubegen slower than
// upstream's tools (docs/crdschema.md has the measurement).
var celCheck func(root *apiextensionsv1.JSONSchemaProps, kind string, at func(rule string) token.Position) diag.List

// CELChecked reports whether this build checks CEL rules.
func CELChecked() bool { return celCheck != nil }
