// Package decode is what generated decoders are written against: a
// reflection-free JSON reader and the functions that read Go values with it.
// kubegen generates one decoder per API kind (zz_generated.decoders.go in
// each informer package); the runtime decodes LIST and WATCH responses with
// them. Controller authors never need this package.
package decode

// ObjectDecoder decodes one JSON object into obj without reflection, with
// the semantics of the API machinery's JSON decoder (case-sensitive names,
// integers kept as integers, unknown fields ignored, a type's own
// UnmarshalJSON honoured). Generated informers pass one per kind to
// the runtime's NewRESTListWatchWithDecoder; a kind without one is decoded
// reflectively.
//
// DecodeObject reads the value at r's position; it reports problems
// through r (see JSONReader), never by panicking.
type ObjectDecoder[T any] interface {
	DecodeObject(r *JSONReader, obj T)
}

// DecoderFunc adapts a decode function to ObjectDecoder.
type DecoderFunc[T any] func(r *JSONReader, obj T)

// DecodeObject calls f.
func (f DecoderFunc[T]) DecodeObject(r *JSONReader, obj T) { f(r, obj) }

// DecodeJSON decodes data, which must hold exactly one JSON value, into obj
// through dec.
func DecodeJSON[T any](dec ObjectDecoder[T], data []byte, obj T) error {
	var r JSONReader
	r.ResetJSON(data)
	dec.DecodeObject(&r, obj)
	return r.Finish()
}
