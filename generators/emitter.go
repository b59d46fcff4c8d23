package generators

// DefaultEmitter renders the files; it is nil until the emit package is
// wired in, and the commands then report that instead of writing anything.
var DefaultEmitter Emitter
