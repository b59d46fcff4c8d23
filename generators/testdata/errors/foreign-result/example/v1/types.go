package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=GetQuota,verb=get,subresource=quota,result=example.com/does/not/exist.Quota
// +genclient:method=GetBudget,verb=get,subresource=budget,result=k8s.io/api/autoscaling/v1.Budget

// Widget names one good and two bad result types.
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
