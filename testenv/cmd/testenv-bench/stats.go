package main

import (
	"fmt"
	"slices"
)

// stats summarize one figure's rounds, in seconds.
type stats struct {
	median, min, max float64
	n                int
}

// summarize returns the median (the mean of the middle two for an even
// count), min and max of samples, which must not be empty.
func summarize(samples []float64) stats {
	s := slices.Clone(samples)
	slices.Sort(s)
	mid := len(s) / 2
	median := s[mid]
	if len(s)%2 == 0 {
		median = (s[mid-1] + s[mid]) / 2
	}
	return stats{median: median, min: s[0], max: s[len(s)-1], n: len(s)}
}

// String is median[min-max] with a unit, as the measure lines print it.
func (s stats) String() string {
	return fmt.Sprintf("%.2fs[%.2f-%.2f]", s.median, s.min, s.max)
}
