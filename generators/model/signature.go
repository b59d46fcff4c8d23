package model

import "strings"

// Param is one parameter or named result of a generated method.
type Param struct {
	Name string
	// Type is the parameter's type: a named type of a package, or a
	// predeclared one (PkgPath ""); Ptr makes it a pointer to that. The
	// file that prints the signature qualifies it (see Format).
	Type TypeRef
	Ptr  bool
}

// Signature is a generated method's name, parameters and results: the
// model decides them once, and the typed client, its interface and the
// fake print the same text.
type Signature struct {
	Name            string
	Params, Results []Param
}

// Format is the signature as Go source, without "func": the form an
// interface method and, after the receiver, a method declaration take.
// qualify spells a named type of a package in the file that prints it
// ("metav1.ApplyOptions").
func (s Signature) Format(qualify func(TypeRef) string) string {
	var b strings.Builder
	b.WriteString(s.Name)
	writeParams(&b, s.Params, qualify)
	if len(s.Results) > 0 {
		b.WriteString(" ")
		writeParams(&b, s.Results, qualify)
	}
	return b.String()
}

func writeParams(b *strings.Builder, ps []Param, qualify func(TypeRef) string) {
	b.WriteString("(")
	for i, p := range ps {
		if i > 0 {
			b.WriteString(", ")
		}
		if p.Name != "" {
			b.WriteString(p.Name + " ")
		}
		if p.Ptr {
			b.WriteString("*")
		}
		if p.Type.PkgPath == "" {
			b.WriteString(p.Type.Name)
		} else {
			b.WriteString(qualify(p.Type))
		}
	}
	b.WriteString(")")
}

// applyOptions is the options parameter every apply method ends with.
var applyOptions = Param{Name: "opts", Type: TypeRef{PkgPath: metav1, Name: "ApplyOptions"}}

// applySignature is the shape every apply method has: the context, the
// parameters between, the options; the object and error as named results,
// as upstream writes them.
func (k *Kind) applySignature(name string, middle []Param, result TypeRef) Signature {
	params := append([]Param{{Name: "ctx", Type: TypeRef{PkgPath: "context", Name: "Context"}}}, middle...)
	return Signature{
		Name:    name,
		Params:  append(params, applyOptions),
		Results: []Param{{Name: "result", Type: k.Ref(result), Ptr: true}, {Name: "err", Type: TypeRef{Name: "error"}}},
	}
}

// applyConfig is the kind's own apply configuration type, in the
// version's apply configuration package.
func (k *Kind) applyConfig() TypeRef {
	return TypeRef{PkgPath: k.Version.ApplyConfigPkgPath(), Name: k.ApplyConfigName()}
}

// ApplySignature is the typed client's Apply method (Verbs.Apply).
func (k *Kind) ApplySignature() Signature {
	return k.applySignature("Apply",
		[]Param{{Name: k.LowerName(), Type: k.applyConfig(), Ptr: true}},
		TypeRef{PkgPath: k.Version.PkgPath, Name: k.Name})
}

// ApplyStatusSignature is the typed client's ApplyStatus method
// (Verbs.ApplyStatus); it takes the same apply configuration as Apply.
func (k *Kind) ApplyStatusSignature() Signature {
	s := k.ApplySignature()
	s.Name = "ApplyStatus"
	return s
}

// ExtApplySignature is the signature of an apply extension method
// (+genclient:method=…,verb=apply): on a subresource it also takes the
// object's name; the input is the apply configuration of m.Input.
func (k *Kind) ExtApplySignature(m *ExtMethod) Signature {
	var middle []Param
	if m.IsSubresource() {
		middle = append(middle, Param{Name: k.NameParam(), Type: TypeRef{Name: "string"}})
	}
	middle = append(middle, Param{Name: k.ParamName(m.Input), Type: k.Ref(m.InputApply), Ptr: true})
	return k.applySignature(m.Name, middle, m.Result)
}

// Ref is r with its package: a +genclient:method type named without one
// is the kind's own package's.
func (k *Kind) Ref(r TypeRef) TypeRef {
	if r.PkgPath == "" {
		r.PkgPath = k.Version.PkgPath
	}
	return r
}
