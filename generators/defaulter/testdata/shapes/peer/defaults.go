// Package peer declares a defaulting function for a type of another
// package; --extra-peer-dirs makes the generated defaulters call it.
package peer

import "github.com/kubegen/kubegen/generators/defaulter/testdata/shapes/other"

func SetDefaults_PeerDefaulted(obj *other.PeerDefaulted) {
	if obj.Name == "" {
		obj.Name = "peer"
	}
}
