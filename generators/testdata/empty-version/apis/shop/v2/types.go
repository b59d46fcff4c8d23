package v2

// The kinds of v2 are still to come; this line, on no type, keeps the
// version selected by kube_codegen.sh's grep for +genclient, beside v1.

// +genclient
