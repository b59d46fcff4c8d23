package runtime

// ObjectDecoder decodes one JSON object into obj without reflection, with
// the semantics of the API machinery's JSON decoder (case-sensitive names,
// integers kept as integers, unknown fields ignored, a type's own
// UnmarshalJSON honoured). Generated informers pass one per kind to
// NewRESTListWatchWithDecoder; a kind without one is decoded reflectively.
//
// DecodeObject reads the value at r's position; it reports problems
// through r (see JSONReader), never by panicking.
type ObjectDecoder[T Object] interface {
	DecodeObject(r *JSONReader, obj T)
}

// DecoderFunc adapts a decode function to ObjectDecoder.
type DecoderFunc[T Object] func(r *JSONReader, obj T)

// DecodeObject calls f.
func (f DecoderFunc[T]) DecodeObject(r *JSONReader, obj T) { f(r, obj) }

// DecodeJSON decodes data, which must hold exactly one JSON value, into obj
// through dec.
func DecodeJSON[T Object](dec ObjectDecoder[T], data []byte, obj T) error {
	var r JSONReader
	r.ResetJSON(data)
	dec.DecodeObject(&r, obj)
	return r.Finish()
}
