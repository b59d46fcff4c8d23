package internalinterfaces

type TweakListOptionsFunc func(options *string)
