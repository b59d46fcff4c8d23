package model

import "github.com/kubegen/kubegen/generators/gofile"

// DecoderFileName is the informer package's file of generated decoders;
// upstream never writes a zz_ file there, so it cannot clash.
func (v *Version) DecoderFileName() string { return "zz_generated.decoders.go" }

// DecoderDecodeAlias is the alias under which a decoder file imports the
// runtime's decode package; the API package's alias there avoids it.
const DecoderDecodeAlias = "kgdecode"

// DecoderAPIAlias is the name v's decoder file gives the API package: the
// decoder generator names the decode package first and then the API package under
// its package name, through the file's qualifier, which numbers the name
// from 2 while another has it (the decode package's, the file's own package's).
// The same qualifier gives the prediction.
func (v *Version) DecoderAPIAlias() string {
	im := gofile.NewImports(v.InformerPkgPath(), v.PackageName())
	im.Reserve(DecoderDecodeAlias)
	return im.Name(v.PkgPath, v.PkgName)
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
