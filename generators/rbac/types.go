package rbac

import "github.com/kubegen/kubegen/generators/manifest"

// The rbac.authorization.k8s.io/v1 objects, with k8s.io/api's json names
// and omissions (see manifest.TypeMeta for why not k8s.io/api itself).

const apiVersion = "rbac.authorization.k8s.io/v1"

// PolicyRule is one rule of a role.
type PolicyRule struct {
	Verbs           []string `json:"verbs"`
	APIGroups       []string `json:"apiGroups,omitempty"`
	Resources       []string `json:"resources,omitempty"`
	ResourceNames   []string `json:"resourceNames,omitempty"`
	NonResourceURLs []string `json:"nonResourceURLs,omitempty"`
}

// Role is a ClusterRole (no namespace) or a namespace's Role.
type Role struct {
	manifest.TypeMeta
	Metadata manifest.ObjectMeta `json:"metadata"`
	Rules    []PolicyRule        `json:"rules"`
}
