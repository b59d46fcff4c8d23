package badtypetag

// +k8s:conversion-gen=yes
type Thing struct {
	A string
	B int
}
