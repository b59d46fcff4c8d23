package v1

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
)

// The deep copies go through JSON: the tests need correct copies, not fast
// ones, and this package must not depend on a generator under test.

func jsonCopy[T any](in *T) *T {
	b, err := json.Marshal(in)
	if err != nil {
		panic(err)
	}
	out := new(T)
	if err := json.Unmarshal(b, out); err != nil {
		panic(err)
	}
	return out
}

// DeepCopyObject implements runtime.Object.
func (in *Widget) DeepCopyObject() runtime.Object { return jsonCopy(in) }

// DeepCopyObject implements runtime.Object.
func (in *WidgetList) DeepCopyObject() runtime.Object { return jsonCopy(in) }
