package v1

import "k8s.io/apimachinery/pkg/runtime"

// GroupName is the group upstream names the fixtures by.
const GroupName = "widgets.example.com"

var localSchemeBuilder runtime.SchemeBuilder
