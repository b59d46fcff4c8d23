package lintlevel

type Widget struct {
	// +k8s:optional
	A *int32 `json:"a,omitempty"`

	// +k8s:required
	StableTag *int32 `json:"stableTag"`

	// +k8s:beta=+k8s:required
	StableUnderBeta *int32 `json:"stableUnderBeta"`

	// +k8s:alpha=+k8s:required
	StableUnderAlpha *int32 `json:"stableUnderAlpha"`

	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired("a")
	AlphaUnderAlpha *int32 `json:"alphaUnderAlpha,omitempty"`

	// +k8s:optional
	// +k8s:dependentRequired("a")
	AlphaInStable *int32 `json:"alphaInStable,omitempty"` // lint

	// +k8s:optional
	// +k8s:beta=+k8s:dependentRequired("a")
	AlphaUnderBeta *int32 `json:"alphaUnderBeta,omitempty"` // lint

	// +k8s:optional
	// +k8s:ifEnabled(SomeFeature)=+k8s:forbidden
	BetaUnderOption *int32 `json:"betaUnderOption,omitempty"`

	// +k8s:optional
	// +k8s:ifEnabled(SomeFeature)=+k8s:dependentRequired("a")
	AlphaUnderOption *int32 `json:"alphaUnderOption,omitempty"` // lint

	// +k8s:forbidden
	BetaInStable *int32 `json:"betaInStable"` // lint
}
