// Package v1 has doubtful inputs every model-reading tool meets: a leftover
// +genclient option on a list type, an apply extension method, and a
// kind embedding *metav1.ObjectMeta (no apply configuration).
// +groupName=ex.example.com
package v1
