// Package v1 has no +groupName; its registered group is not its directory name.
package v1

import "k8s.io/apimachinery/pkg/runtime/schema"

// GroupName is the API group.
const GroupName = "widgets.example.com"

// SchemeGroupVersion is what upstream's typed client talks to.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1"}
