package model

// DecoderFileName is the informer package's file of generated decoders;
// upstream never writes a zz_ file there, so it cannot clash.
func (v *Version) DecoderFileName() string { return "zz_generated.decoders.go" }

// DecoderFuncName is k's generated decode function, or "" when its version
// has no decoders (the informer then decodes reflectively).
func (k *Kind) DecoderFuncName() string {
	if k.Version.Decoders == nil {
		return ""
	}
	return k.Version.Decoders.Kinds[k.Version.PkgPath+"."+k.Name]
}
