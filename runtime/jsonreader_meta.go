package runtime

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
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
