// Package testkit holds what the runtime's tests and its wire package's
// tests share: the objects and list bodies they decode, so that both test
// the same inputs, and the bound on their waits. Only tests import it.
package testkit
