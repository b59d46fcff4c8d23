package lintprefix

type Widget struct {
	// +k8s:optional
	// +k8s:alpha
	AlphaAlone *int32 `json:"alphaAlone,omitempty"` // lint

	// +k8s:optional
	// +k8s:beta
	BetaAlone *int32 `json:"betaAlone,omitempty"` // lint

	// +k8s:optional
	// +k8s:alpha=foo
	AlphaNotTag *int32 `json:"alphaNotTag,omitempty"` // lint
}
