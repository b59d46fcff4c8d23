// Package other declares a type defaulted by a function in package peer.
package other

type PeerDefaulted struct {
	Name string
}
