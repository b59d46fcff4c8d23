package shard

import (
	"hash/fnv"
	"sort"
	"strconv"
)

// Owner is the member that rendezvous (highest random weight) hashing gives
// range index r to: every member scores the range and the highest score
// wins, ties to the smaller name. Adding or removing a member moves only the
// ranges it wins or held, about 1/N of them. members must not be empty.
func Owner(r int, members []string) string {
	best, bestScore := "", uint64(0)
	for _, m := range members {
		s := score(m, r)
		if best == "" || s > bestScore || (s == bestScore && m < best) {
			best, bestScore = m, s
		}
	}
	return best
}

// Assign returns the range indexes in [0, ranges) that Owner gives to self,
// in increasing order.
func Assign(self string, members []string, ranges int) []int {
	var out []int
	for r := range ranges {
		if Owner(r, members) == self {
			out = append(out, r)
		}
	}
	return out
}

// score mixes the FNV-1a hash of member and range through a 64-bit
// finalizer (splitmix64), since FNV alone scores nearby inputs alike.
func score(member string, r int) uint64 {
	h := fnv.New64a()
	h.Write([]byte(member))
	h.Write([]byte{0})
	h.Write([]byte(strconv.Itoa(r)))
	x := h.Sum64()
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

func sortedKeys[V any](m map[int]V) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
