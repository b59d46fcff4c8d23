package testfixture

import "github.com/kubegen/kubegen/generators/validation/testdata/testfixture/scheme"

// localSchemeBuilder is what the generated files name: the registration
// in the validation file and the fixture test's Test(t) call.
var localSchemeBuilder = scheme.New()
