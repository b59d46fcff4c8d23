package missingmanual

// Thing has a field the internal Thing lacks, and no hand-written
// conversion: upstream logs it and writes a file that does not build.
type Thing struct {
	A     string
	B     int
	Extra string
}
