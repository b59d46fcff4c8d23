package objects

import "testing"

type protobufClient struct{ prefers bool }

func (c protobufClient) PrefersProtobuf() bool { return c.prefers }

func TestPrefersProtobuf(t *testing.T) {
	for _, c := range []struct {
		client any
		want   bool
	}{
		{protobufClient{true}, true},
		{protobufClient{false}, false},
		{struct{}{}, false},
		{nil, false},
	} {
		if got := PrefersProtobuf(c.client); got != c.want {
			t.Errorf("PrefersProtobuf(%#v) = %v, want %v", c.client, got, c.want)
		}
	}
}
