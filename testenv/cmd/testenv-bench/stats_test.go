package main

import "testing"

func TestSummarize(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want stats
		str  string
	}{
		{[]float64{2}, stats{median: 2, min: 2, max: 2, n: 1}, "2.00s[2.00-2.00]"},
		{[]float64{3, 1, 2}, stats{median: 2, min: 1, max: 3, n: 3}, "2.00s[1.00-3.00]"},
		{[]float64{4, 1, 3, 2}, stats{median: 2.5, min: 1, max: 4, n: 4}, "2.50s[1.00-4.00]"},
	} {
		in := append([]float64(nil), tc.in...)
		got := summarize(tc.in)
		if got != tc.want {
			t.Errorf("summarize(%v) = %+v, want %+v", tc.in, got, tc.want)
		}
		if got.String() != tc.str {
			t.Errorf("summarize(%v).String() = %q, want %q", tc.in, got.String(), tc.str)
		}
		for i := range in {
			if in[i] != tc.in[i] {
				t.Fatalf("summarize sorted its argument: %v, was %v", tc.in, in)
			}
		}
	}
}
