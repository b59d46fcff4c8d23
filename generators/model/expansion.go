package model

import (
	"os"
	"path/filepath"
	"strings"
)

// ExpansionFileName is the name of the hand-written file that, when present
// in a kind's typed client or lister directory, declares the kind's
// expansion interfaces itself: "<lowercase kind>_expansion.go", the name
// upstream's client-gen and lister-gen look for.
func (k *Kind) ExpansionFileName() string { return strings.ToLower(k.Name) + "_expansion.go" }

// findHandWrittenExpansions marks the kinds whose output directories
// already hold a hand-written expansion file, as upstream checks on disk
// before declaring FooExpansion (client-gen, in typed/<group>/<version>) and
// FooListerExpansion/FooNamespaceListerExpansion (lister-gen, in
// <group>/<version>). Declaring them again would not compile.
func (b *builder) findHandWrittenExpansions() {
	o := b.set.Opts
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	for _, g := range b.set.Groups {
		for _, v := range g.Versions {
			for _, k := range v.Kinds {
				if o.ClientsetDir != "" && k.Client {
					k.ClientExpansionWritten = exists(filepath.Join(v.ClientDir(), k.ExpansionFileName()))
				}
				if o.ListersDir != "" && k.Lister {
					k.ListerExpansionWritten = exists(filepath.Join(v.ListerDir(), k.ExpansionFileName()))
				}
			}
		}
	}
}

// ClientExpansionKinds are the client kinds whose FooExpansion interface is
// generated (no hand-written expansion file declares it).
func (v *Version) ClientExpansionKinds() []*Kind {
	return v.filter(func(k *Kind) bool { return k.Client && !k.ClientExpansionWritten })
}

// ListerExpansionKinds are the lister kinds whose lister expansion
// interfaces are generated.
func (v *Version) ListerExpansionKinds() []*Kind {
	return v.filter(func(k *Kind) bool { return k.Lister && !k.ListerExpansionWritten })
}
