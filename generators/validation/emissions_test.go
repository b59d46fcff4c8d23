package validation

// Every run in this package's tests gathers the declared rules of every
// root type, so a validator call that can fail but declares no
// emissions fails the test that generates it (coverage.go).
func init() { checkEmissions = true }
