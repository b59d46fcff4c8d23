package model

import "strconv"

// DecoderFileName is the informer package's file of generated decoders;
// upstream never writes a zz_ file there, so it cannot clash.
func (v *Version) DecoderFileName() string { return "zz_generated.decoders.go" }

// DecoderRuntimeAlias is the alias under which a decoder file imports the
// runtime; the API package's alias there avoids it.
const DecoderRuntimeAlias = "kgruntime"

// DecoderAPIAlias is the alias under which v's decoder file imports the API
// package: its package name, numbered from 2 while it collides with the
// runtime's alias or the file's own package name (the informer package's).
func (v *Version) DecoderAPIAlias() string {
	alias := v.PkgName
	for i := 2; alias == DecoderRuntimeAlias || alias == v.PackageName(); i++ {
		alias = v.PkgName + strconv.Itoa(i)
	}
	return alias
}

// DecoderFuncName is k's generated decode function ("decode" and the kind
// qualified by DecoderAPIAlias, as the decoder generator spells a named
// type), or "" when the run generates no decoders (Options.Decoders) or k
// has no informer: the informer then decodes reflectively. The decoder
// generator checks that the file it builds declares exactly these names.
func (k *Kind) DecoderFuncName() string {
	if !k.Version.Group.set.Opts.Decoders || !k.Informer {
		return ""
	}
	return "decode" + capitalize(k.Version.DecoderAPIAlias()) + capitalize(k.Name)
}
