package options

type Widget struct {
	// +k8s:optional
	// +k8s:ifEnabled=+k8s:minimum=1
	NoOption int32 `json:"noOption,omitempty"`
	// +k8s:optional
	// +k8s:ifDisabled(option: Foo)=+k8s:minimum=1
	Named int32 `json:"named,omitempty"`
	// +k8s:optional
	// +k8s:ifEnabled(Foo)
	NoPayload int32 `json:"noPayload,omitempty"`
	// +k8s:optional
	// +k8s:ifEnabled(Foo)=+k8s:minimum=x
	BadInner int32 `json:"badInner,omitempty"`
	// +k8s:optional
	// +k8s:ifEnabled(true)=+k8s:minimum=1
	BoolOption int32 `json:"boolOption,omitempty"`
}
