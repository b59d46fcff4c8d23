package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// App is a kubebuilder kind.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type App struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   AppSpec   `json:"spec,omitempty"`
	Status AppStatus `json:"status,omitempty"`
}

// AppSpec is the desired state.
type AppSpec struct {
	Image string `json:"image"`
}

// AppStatus is the observed state.
type AppStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// AppList lists Apps.
// +kubebuilder:object:root=true
type AppList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []App `json:"items"`
}
