package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Thing struct {
	metav1.TypeMeta
	// +default=ref(github.com/kubegen/kubegen/generators/defaulter/testdata/errors/refnopkg/consts.Name)
	Name string
}
