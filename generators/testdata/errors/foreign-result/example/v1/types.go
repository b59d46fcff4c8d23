package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=GetQuota,verb=get,subresource=quota,result=example.com/does/not/exist.Quota
// +genclient:method=GetBudget,verb=get,subresource=budget,result=k8s.io/api/autoscaling/v1.Budget
// +genclient:method=GetLocal,verb=get,subresource=local,result=github.com/kubegen/kubegen/generators/testdata/errors/foreign-result/example/internal.Local

// Widget names one good and three bad result types (the last in this
// module, which has no such directory).
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
