package crdschema

import (
	"go/token"
	"go/types"
)

// The interfaces that make a type encode itself: encoding/json.Marshaler
// and encoding.TextMarshaler, built here so that no package needs to be
// loaded to ask.
var (
	byteSlice = types.NewSlice(types.Typ[types.Byte])
	errorType = types.Universe.Lookup("error").Type()
	jsonIface = iface("MarshalJSON")
	textIface = iface("MarshalText")
)

func iface(method string) *types.Interface {
	results := types.NewTuple(types.NewVar(token.NoPos, nil, "", byteSlice), types.NewVar(token.NoPos, nil, "", errorType))
	sig := types.NewSignatureType(nil, nil, nil, nil, results, false)
	return types.NewInterfaceType([]*types.Func{types.NewFunc(token.NoPos, nil, method, sig)}, nil).Complete()
}

func implementsJSON(t types.Type) bool { return implements(t, jsonIface) }

func implementsText(t types.Type) bool { return implements(t, textIface) }

func implements(t types.Type, i *types.Interface) bool {
	return types.Implements(t, i) || types.Implements(types.NewPointer(t), i)
}
