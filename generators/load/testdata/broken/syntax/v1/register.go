// +groupName=example.com
package v1

// SchemeGroupVersion lacks its closing brace.
var SchemeGroupVersion = struct{ Group, Version string }{"example.com", "v1"
