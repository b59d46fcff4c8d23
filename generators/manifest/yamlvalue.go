package manifest

import (
	"encoding/json"
	"fmt"

	"go.yaml.in/yaml/v2"
)

// yamlValue is v (a decoded JSON value) as yaml.v2 reads v's JSON text:
// objects as map[interface{}]interface{}, arrays as []interface{}, and
// each number resolved by yaml.v2's own rules (int, int64, uint64 or
// float64). sigs.k8s.io/yaml's Marshal, whose bytes controller-gen writes,
// prints a value by marshalling it to JSON, reading that back with yaml.v2
// and printing the result with yaml.v2; handing yaml.v2 what it would read
// prints the same bytes without the JSON text and its parse between, a
// third of the time a large CRD took.
func yamlValue(v any) (any, error) {
	switch v := v.(type) {
	case nil, string, bool:
		// A JSON string is a double-quoted YAML scalar: always a string.
		return v, nil
	case map[string]any:
		out := make(map[interface{}]interface{}, len(v))
		for k, e := range v {
			y, err := yamlValue(e)
			if err != nil {
				return nil, err
			}
			out[k] = y
		}
		return out, nil
	case []any:
		out := make([]interface{}, len(v))
		for i, e := range v {
			y, err := yamlValue(e)
			if err != nil {
				return nil, err
			}
			out[i] = y
		}
		return out, nil
	case json.Number:
		return yamlScalar([]byte(v))
	}
	// Anything else a transform put in: through its JSON, as upstream's
	// path takes it.
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("marshalling %T to JSON: %w", v, err)
	}
	return yamlScalar(b)
}

// yamlScalar is what yaml.v2 reads the JSON text b as.
func yamlScalar(b []byte) (any, error) {
	var out any
	if err := yaml.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("reading %s as YAML: %w", b, err)
	}
	return out, nil
}
