// +k8s:validation-gen=TypesWithField=TypeMeta

// Package subfieldkinds uses +k8s:subfield over the alpha and beta
// validators (neq, forbidden), immutable, and a member of an enum type;
// testdata/want/subfieldkinds.txt is upstream's output for it
// (hack/validation-goldens.sh subfieldkinds).
package subfieldkinds
