// Package wire turns the bytes of LIST and WATCH responses into objects and
// makes the objects of a collection share their repeated strings and maps:
// the streaming list decoders (reflective, and with a generated
// decode.ObjectDecoder), the decoded watch, the intern table and the
// informer's share table. Package runtime's ListerWatchers and reflector are
// its only callers; nothing here is API of the runtime.
package wire
