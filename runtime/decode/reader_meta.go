package decode

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
		if sec, ok := parseUTCSeconds(raw[1 : len(raw)-1]); ok {
			// What time.Parse(...).Local() gives, without time.Date's
			// general calendar arithmetic.
			*t = time.Unix(sec, 0)
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
// allocate) into seconds since the Unix epoch. It accepts exactly what
// time.Parse(time.RFC3339, ...) accepts of that form and means the same
// instant; anything else (offsets, fractions, out-of-range fields) is left
// to time.Parse by reporting false.
func parseUTCSeconds(b []byte) (int64, bool) {
	if len(b) != len("2006-01-02T15:04:05Z") ||
		b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' || b[19] != 'Z' {
		return 0, false
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
		return 0, false
	}
	day := num(8, 2, 1, daysInMonth(year, time.Month(month)))
	if !ok {
		return 0, false
	}
	days := daysFromCivil(year, month, day)
	return days*86400 + int64(hour*3600+minute*60+sec), true
}

// daysFromCivil counts days from 1970-01-01 to the given proleptic
// Gregorian date, by whole 400-year eras (146097 days each) counted from
// March, so that the leap day ends a year.
func daysFromCivil(year, month, day int) int64 {
	y := int64(year)
	if month <= 2 {
		y--
	}
	era := y / 400
	if y < 0 {
		era = (y - 399) / 400
	}
	yoe := y - era*400 // [0, 399]
	m := int64(month)
	if m > 2 {
		m -= 3
	} else {
		m += 9
	}
	doy := (153*m+2)/5 + int64(day) - 1    // [0, 365]
	doe := yoe*365 + yoe/4 - yoe/100 + doy // [0, 146096]
	return era*146097 + doe - 719468
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
