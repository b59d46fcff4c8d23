//go:build !race

package decodertest

// raceEnabled passes the race detector on to the sweep's child run.
const raceEnabled = false
