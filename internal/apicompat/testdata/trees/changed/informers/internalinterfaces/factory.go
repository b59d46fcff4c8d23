package internalinterfaces

type TweakListOptionsFunc func(string)
