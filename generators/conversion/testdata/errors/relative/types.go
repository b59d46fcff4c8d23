package relative

type Thing struct{ A string }
