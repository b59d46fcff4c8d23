package decodertest

import kgdecode "github.com/kubegen/kubegen/runtime/decode"

// kind is one kind of k8s.io/api with its generated decoder.
type kind struct {
	name   string
	new    func() any
	decode func(r *kgdecode.JSONReader, v any)
}
