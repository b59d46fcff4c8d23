package generators

// The tests here run kubegen's commands, whose mains register every
// generator; the test binary does the same.
import _ "github.com/kubegen/kubegen/generators/all"
