package runtime

import (
	"strconv"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// ReadMetaTime decodes a metav1.Time as its UnmarshalJSON does (null is
// the zero time, a string is parsed as RFC 3339 and made local), without
// that method's detour through the reflective decoder for the string:
// timestamps are in every object's metadata, so this is a hot path.
func ReadMetaTime(r *JSONReader, t *metav1.Time) {
	readTime(r, &t.Time, time.RFC3339)
}

// ReadMetaMicroTime is ReadMetaTime for metav1.MicroTime.
func ReadMetaMicroTime(r *JSONReader, t *metav1.MicroTime) {
	readTime(r, &t.Time, metav1.RFC3339Micro)
}

func readTime(r *JSONReader, t *time.Time, layout string) {
	switch r.peek() {
	case 'n':
		if r.literal("null") {
			*t = time.Time{}
		}
		return
	case '"':
	default:
		r.notScalar("a time string")
		return
	}
	start := r.pos
	raw, simple := r.scanString()
	if r.err != nil {
		return
	}
	if layout == time.RFC3339 && simple {
		if pt, ok := parseUTCSeconds(raw[1 : len(raw)-1]); ok {
			*t = pt.Local()
			return
		}
	}
	r.pos = start
	s, ok := r.readString()
	if !ok {
		return
	}
	pt, err := time.Parse(layout, s)
	if err != nil {
		if r.err == nil {
			r.err = err
		}
		return
	}
	*t = pt.Local()
}

// parseUTCSeconds parses the one form the API server writes a metav1.Time
// in, "2006-01-02T15:04:05Z", straight from the bytes (no string to
// allocate). It gives what time.Parse(time.RFC3339, ...) gives for such a
// string; anything else (offsets, fractions, out-of-range fields) is left
// to time.Parse by reporting false.
func parseUTCSeconds(b []byte) (time.Time, bool) {
	if len(b) != len("2006-01-02T15:04:05Z") ||
		b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' || b[19] != 'Z' {
		return time.Time{}, false
	}
	ok := true
	num := func(i, n, lo, hi int) int {
		v := 0
		for _, c := range b[i : i+n] {
			if c < '0' || c > '9' {
				ok = false
				return lo
			}
			v = v*10 + int(c-'0')
		}
		if v < lo || v > hi {
			ok = false
		}
		return v
	}
	year := num(0, 4, 0, 9999)
	month := num(5, 2, 1, 12)
	hour := num(11, 2, 0, 23)
	minute := num(14, 2, 0, 59)
	sec := num(17, 2, 0, 59)
	if !ok {
		return time.Time{}, false
	}
	day := num(8, 2, 1, daysInMonth(year, time.Month(month)))
	if !ok {
		return time.Time{}, false
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, 0, time.UTC), true
}

// daysInMonth is the length of month in year (proleptic Gregorian), which
// bounds the day time.Parse accepts.
func daysInMonth(year int, month time.Month) int {
	switch month {
	case time.February:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case time.April, time.June, time.September, time.November:
		return 30
	}
	return 31
}

// ReadIntOrString decodes an intstr.IntOrString as its UnmarshalJSON does
// (a string sets the string form, anything else the integer form, null
// included, which leaves IntVal as it is), without that method's detour
// through the reflective decoder for the string or the int32. Values that
// method rejects (floats, out-of-range integers, other types) go to it, so
// they fail as it fails.
func ReadIntOrString(r *JSONReader, v *intstr.IntOrString) {
	switch c := r.peek(); {
	case c == '"':
		if s, ok := r.readSharedString(); ok {
			v.Type, v.StrVal = intstr.String, s
		}
		return
	case c == 'n':
		if r.literal("null") {
			v.Type = intstr.Int
		}
		return
	case c == '-' || '0' <= c && c <= '9':
		start := r.pos
		num := r.scanNumber()
		if num == nil {
			return
		}
		if n, err := strconv.ParseInt(string(num), 10, 32); err == nil {
			v.Type, v.IntVal = intstr.Int, int32(n)
			return
		}
		r.pos = start
	}
	r.Unmarshal(v)
}
