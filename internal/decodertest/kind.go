package decodertest

import kgruntime "github.com/kubegen/kubegen/runtime"

// kind is one kind of k8s.io/api with its generated decoder.
type kind struct {
	name   string
	new    func() any
	decode func(r *kgruntime.JSONReader, v any)
}
