package mixed

type Thing struct{ A string }
