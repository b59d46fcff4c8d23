package missingpeer

type Thing struct{ A string }
