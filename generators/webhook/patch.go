package webhook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// applyPatch applies a marker's patch=, a strategic merge patch of the
// webhook as controller-gen applies it: objects merge key by key, null
// removes a key, lists are replaced except matchConditions, which merge
// by name (the API's patch strategy for it). The result must still be a
// webhook of the marker's kind: an unknown field is an error, as
// upstream's strict decoding makes it. Patch directives ($patch,
// $retainKeys, ...) are not supported yet and are an error saying so.
func applyPatch(w *Webhook, patch string, mutating bool) error {
	if patch == "" {
		return nil
	}
	var p map[string]any
	dec := json.NewDecoder(strings.NewReader(patch))
	dec.UseNumber()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("not a JSON object: %v (write a JSON object such as {\"timeoutSeconds\":25})", err)
	}
	raw, err := json.Marshal(w)
	if err != nil {
		return err
	}
	var doc map[string]any
	dec = json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return err
	}
	if err := merge(doc, p, ""); err != nil {
		return err
	}
	if _, ok := doc["reinvocationPolicy"]; ok && !mutating {
		return fmt.Errorf(`unknown field "reinvocationPolicy": a validating webhook has none`)
	}
	merged, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	var out Webhook
	strict := json.NewDecoder(bytes.NewReader(merged))
	strict.DisallowUnknownFields()
	if err := strict.Decode(&out); err != nil {
		return fmt.Errorf("%v (the patch must name fields of an admissionregistration/v1 webhook)", err)
	}
	*w = out
	return nil
}

// merge applies patch to doc; at is the path so far, for messages.
func merge(doc, patch map[string]any, at string) error {
	for k, pv := range patch {
		if strings.HasPrefix(k, "$") {
			return fmt.Errorf("patch directive %s%s is not supported yet by kubegen: write the fields' values instead", at, k)
		}
		switch pv := pv.(type) {
		case nil:
			delete(doc, k)
		case map[string]any:
			if dv, ok := doc[k].(map[string]any); ok {
				if err := merge(dv, pv, at+k+"."); err != nil {
					return err
				}
				continue
			}
			doc[k] = pv
		case []any:
			if at == "" && k == "matchConditions" {
				merged, err := mergeByName(doc[k], pv)
				if err != nil {
					return err
				}
				doc[k] = merged
				continue
			}
			doc[k] = pv
		default:
			doc[k] = pv
		}
	}
	return nil
}

// mergeByName merges patch items into the list have by their name: an
// item named like an existing one merges into it, others are appended.
func mergeByName(have any, patch []any) ([]any, error) {
	list, _ := have.([]any)
	for _, item := range patch {
		m, ok := item.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("matchConditions: each item is an object with a name")
		}
		found := false
		for _, h := range list {
			if hm, ok := h.(map[string]any); ok && hm["name"] == m["name"] {
				if err := merge(hm, m, "matchConditions[]."); err != nil {
					return nil, err
				}
				found = true
				break
			}
		}
		if !found {
			list = append(list, m)
		}
	}
	return list, nil
}
