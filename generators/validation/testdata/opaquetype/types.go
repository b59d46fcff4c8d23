package opaquetype

// VaultRoot is a root type: its name ends in Root.
type VaultRoot struct {
	// Sealed's field tags are not followed: no call, no function.
	Sealed Sealed `json:"sealed"`
	// +k8s:optional
	SealedPtr *Sealed `json:"sealedPtr,omitempty"`
	// Neither are they for each item.
	// +k8s:optional
	// +k8s:listType=atomic
	SealedList []Sealed `json:"sealedList,omitempty"`
	// Stamped has a call of its own: its function makes only that one.
	Stamped Stamped `json:"stamped"`
	// Copied is a typedef of Plain, opaque; Plain itself is not.
	Copied Copied `json:"copied"`
	Plain  Plain  `json:"plain"`
	// +k8s:optional
	Shelf Shelf `json:"shelf,omitempty"`
	// A subfield of an opaque field, or of a field of an opaque type,
	// does not take the named member's short-circuits (required); of
	// another field it does.
	// +k8s:opaqueType
	// +k8s:subfield(code)=+k8s:maxLength=4
	HiddenBadge Badge `json:"hiddenBadge"`
	// +k8s:subfield(code)=+k8s:maxLength=4
	ShownBadge Badge `json:"shownBadge"`
	// +k8s:subfield(name)=+k8s:maxLength=6
	SealedNamed Sealed `json:"sealedNamed"`
}

type Badge struct {
	// +k8s:required
	Code string `json:"code"`
}

// +k8s:opaqueType
type Sealed struct {
	// +k8s:required
	// +k8s:maxLength=8
	Name string `json:"name"`
}

// +k8s:opaqueType
// +k8s:subfield(code)=+k8s:maxLength=4
type Stamped struct {
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Code string `json:"code"`
	// +k8s:optional
	// +k8s:minimum=1
	Count int32 `json:"count"`
}

type Plain struct {
	// +k8s:optional
	// +k8s:maxLength=16
	Label string `json:"label"`
}

// +k8s:opaqueType
type Copied Plain

// A named list marked opaque: its items are still iterated, as the type's
// own eachVal says.
// +k8s:opaqueType
// +k8s:eachVal=+k8s:minimum=0
type Shelf []int32
