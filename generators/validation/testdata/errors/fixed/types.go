package fixed

type Widget struct {
	// +k8s:validateError="boom"
	A string `json:"a"`
	// +k8s:validateFalse=5
	B string `json:"b"`
	// +k8s:validateTrue(flags: "Fast")
	C string `json:"c"`
	// +k8s:validateTrue(bogus: "x")
	D string `json:"d"`
	// +k8s:validateTrue(typeArg: "Part")
	E string `json:"e"`
	// +k8s:validateFalse(flags: "NonError")
	F string `json:"f"`
	// +k8s:validateTrue=true
	G string `json:"g"`
	// +k8s:validateTrue(typeArg: "*int")
	H *string `json:"h"`
}
