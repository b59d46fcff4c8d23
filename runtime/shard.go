package runtime

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Shard keys: the object fields whose hash places an object in a shard.
// They are the field paths the API server's shardRange() accepts.
const (
	ShardByUID       = "object.metadata.uid"
	ShardByNamespace = "object.metadata.namespace"
)

// ShardRange is the half-open interval [Start, End) of the 64-bit FNV-1a
// hash space. End == 0 stands for 2^64, the end of the space, which a
// uint64 cannot hold; so ShardRange{} is the whole space.
type ShardRange struct {
	Start uint64
	End   uint64
}

// EvenShardRanges splits the hash space into n contiguous ranges of equal
// width (the last absorbs the remainder). n must be at least 1.
func EvenShardRanges(n int) []ShardRange {
	if n < 1 {
		return nil
	}
	width := ^uint64(0)/uint64(n) + 1
	if n == 1 {
		return []ShardRange{{}}
	}
	out := make([]ShardRange, n)
	for i := range out {
		out[i].Start = uint64(i) * width
		if i < n-1 {
			out[i].End = uint64(i+1) * width
		}
	}
	return out
}

// Contains reports whether hash h falls in r.
func (r ShardRange) Contains(h uint64) bool {
	return h >= r.Start && (r.End == 0 || h < r.End)
}

// String is r in the API server's notation: 16 hex digits, and
// 0x10000000000000000 for the end of the space.
func (r ShardRange) String() string {
	return fmt.Sprintf("[%s, %s)", hexBound(r.Start, false), hexBound(r.End, true))
}

func hexBound(v uint64, isEnd bool) string {
	if isEnd && v == 0 {
		return "0x10000000000000000"
	}
	return fmt.Sprintf("0x%016x", v)
}

// ShardSelector selects the objects whose key field hashes into one of its
// ranges. Build it with NewShardSelector or ParseShardSelector; the zero
// value is invalid.
type ShardSelector struct {
	key    string
	ranges []ShardRange
	wire   string
}

// NewShardSelector selects the objects whose key (ShardByUID or
// ShardByNamespace) hashes into any of ranges. It is an error to give no
// range, an empty range or an unsupported key.
func NewShardSelector(key string, ranges ...ShardRange) (ShardSelector, error) {
	if key != ShardByUID && key != ShardByNamespace {
		return ShardSelector{}, fmt.Errorf("shard key %q is not supported; use %q or %q", key, ShardByUID, ShardByNamespace)
	}
	if len(ranges) == 0 {
		return ShardSelector{}, fmt.Errorf("a shard selector needs at least one range")
	}
	parts := make([]string, len(ranges))
	for i, r := range ranges {
		if r.End != 0 && r.End <= r.Start {
			return ShardSelector{}, fmt.Errorf("shard range %s is empty; its start must be below its end", r)
		}
		parts[i] = fmt.Sprintf("shardRange(%s, '%s', '%s')", key, hexBound(r.Start, false), hexBound(r.End, true))
	}
	rs := append([]ShardRange(nil), ranges...)
	return ShardSelector{key: key, ranges: rs, wire: strings.Join(parts, " || ")}, nil
}

// ParseShardSelector reads the wire form that ListOptions.ShardSelector
// carries: shardRange(KEY, '0xSTART', '0xEND') terms joined by ||, every
// bound 16 hex digits (or 0x10000000000000000 as an end), one key for all.
// It accepts what the API server accepts, so a selector that parses here is
// not refused there.
func ParseShardSelector(s string) (ShardSelector, error) {
	terms := strings.Split(s, "||")
	var key string
	var ranges []ShardRange
	for i, t := range terms {
		k, r, err := parseShardTerm(strings.TrimSpace(t))
		if err != nil {
			return ShardSelector{}, fmt.Errorf("shard selector %q, term %d: %w", s, i+1, err)
		}
		if i > 0 && k != key {
			return ShardSelector{}, fmt.Errorf("shard selector %q: every range must use one key, got %q and %q", s, key, k)
		}
		key = k
		ranges = append(ranges, r)
	}
	sel, err := NewShardSelector(key, ranges...)
	if err != nil {
		return ShardSelector{}, fmt.Errorf("shard selector %q: %w", s, err)
	}
	return sel, nil
}

func parseShardTerm(t string) (string, ShardRange, error) {
	const usage = "write shardRange(object.metadata.uid, '0x0000000000000000', '0x8000000000000000')"
	inner, ok := strings.CutPrefix(t, "shardRange(")
	if !ok {
		return "", ShardRange{}, fmt.Errorf("%q is not a shardRange() call; %s", t, usage)
	}
	inner, ok = strings.CutSuffix(inner, ")")
	if !ok {
		return "", ShardRange{}, fmt.Errorf("%q lacks its closing parenthesis; %s", t, usage)
	}
	args := strings.Split(inner, ",")
	if len(args) != 3 {
		return "", ShardRange{}, fmt.Errorf("shardRange() takes 3 arguments, %q has %d; %s", t, len(args), usage)
	}
	key := strings.TrimSpace(args[0])
	start, err := parseHexBound(strings.TrimSpace(args[1]), false)
	if err != nil {
		return "", ShardRange{}, fmt.Errorf("start: %w", err)
	}
	end, err := parseHexBound(strings.TrimSpace(args[2]), true)
	if err != nil {
		return "", ShardRange{}, fmt.Errorf("end: %w", err)
	}
	return key, ShardRange{Start: start, End: end}, nil
}

// parseHexBound reads a quoted bound. The server insists on exactly 16
// digits (17 only for 2^64) in lower case, so this does too.
func parseHexBound(q string, isEnd bool) (uint64, error) {
	if len(q) < 2 || q[0] != '\'' || q[len(q)-1] != '\'' {
		return 0, fmt.Errorf("%s must be in single quotes, like '0x8000000000000000'", q)
	}
	s := q[1 : len(q)-1]
	if isEnd && s == "0x10000000000000000" {
		return 0, nil
	}
	digits, ok := strings.CutPrefix(s, "0x")
	if !ok || len(digits) != 16 || strings.ToLower(digits) != digits {
		return 0, fmt.Errorf("%s must be 0x and 16 lower-case hex digits (or '0x10000000000000000' as an end)", q)
	}
	v, err := strconv.ParseUint(digits, 16, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not hexadecimal", q)
	}
	if isEnd && v == 0 {
		// No range ends at 0 (and ShardRange.End 0 means 2^64).
		return 0, fmt.Errorf("%s as an end leaves the range empty", q)
	}
	return v, nil
}

// Key is the field the selector hashes.
func (s ShardSelector) Key() string { return s.key }

// Ranges returns a copy of the selector's ranges.
func (s ShardSelector) Ranges() []ShardRange { return append([]ShardRange(nil), s.ranges...) }

// String is the wire form, for ListOptions.ShardSelector.
func (s ShardSelector) String() string { return s.wire }

// Matches reports whether obj's key hashes into one of the ranges, with the
// hash the API server uses (k8s.io/apimachinery/pkg/sharding.HashField).
func (s ShardSelector) Matches(obj metav1.Object) bool {
	return s.MatchesHash(ShardHash(s.keyValue(obj)))
}

// MatchesHash reports whether h falls in one of the ranges.
func (s ShardSelector) MatchesHash(h uint64) bool {
	for _, r := range s.ranges {
		if r.Contains(h) {
			return true
		}
	}
	return false
}

func (s ShardSelector) keyValue(obj metav1.Object) string {
	if s.key == ShardByNamespace {
		return obj.GetNamespace()
	}
	return string(obj.GetUID())
}

// ShardHash is the 64-bit FNV-1a hash of value, the number the API server
// compares with shard ranges.
func ShardHash(value string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(value))
	return h.Sum64()
}
