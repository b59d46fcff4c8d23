package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:method=GetScale,subresource=scale
// +genclient:method=SetScale,verb=update,subresorce=scale
// +genclient:method=ReadScale,verb=get,input=Scale
// +genclient:method=get-scale,verb=get
// +genclient:method=Get,verb=get,subresource=status
// +genclient:method=Evict,verb=create,subresource=eviction,input=Eviction
// Widget is a test kind.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// WidgetList is a list of Widget.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Scale is a subresource.
type Scale struct{}
