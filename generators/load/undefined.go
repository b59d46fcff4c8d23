package load

import (
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
)

// undefinedTypes finds, without type-checking, the names in type
// declarations that nothing declares: a bare identifier must be declared at
// package level or be predeclared (an error when not: the package does not
// compile), and a qualifier must be one of the file's imports (a warning
// when not, since without loading the imports a package's name is only
// guessed from its path). This is what --type-check would report for the
// types the generators read, at the cost of one pass over the syntax.
func undefinedTypes(fset *token.FileSet, files []*ast.File) diag.List {
	scope := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					scope[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						scope[s.Name.Name] = true
					case *ast.ValueSpec:
						for _, n := range s.Names {
							scope[n.Name] = true
						}
					}
				}
			}
		}
	}
	var diags diag.List
	for _, f := range files {
		imports, dotImport := importNames(f)
		if dotImport {
			continue // any name may come from the dot-imported package
		}
		for _, d := range f.Decls {
			decl, ok := d.(*ast.GenDecl)
			if !ok || decl.Tok != token.TYPE {
				continue
			}
			for _, s := range decl.Specs {
				spec := s.(*ast.TypeSpec)
				params := map[string]bool{}
				if spec.TypeParams != nil {
					for _, fld := range spec.TypeParams.List {
						for _, n := range fld.Names {
							params[n.Name] = true
						}
						walkType(fld.Type, nil)
					}
				}
				subject := f.Name.Name + "." + spec.Name.Name
				walkType(spec.Type, func(qual, name *ast.Ident) {
					switch {
					case qual == nil && !scope[name.Name] && !params[name.Name] && types.Universe.Lookup(name.Name) == nil:
						diags.Add(fset.Position(name.Pos()), subject, "undefined: %s; declare type %s in package %s or import the package that declares it", name.Name, name.Name, f.Name.Name)
					case qual != nil && !imports[qual.Name] && !scope[qual.Name]:
						diags.Warn(fset.Position(qual.Pos()), subject, "%s.%s: no import of this file is named %s (as far as its import paths tell); import the package or give the import the name %s", qual.Name, name.Name, qual.Name, qual.Name)
					}
				})
			}
		}
	}
	return diags
}

// importNames are the names a file's imports are used by: the explicit
// name, else the names a package at that path is likely to have (its last
// element, also without a ".vN" or "-go"-style decoration). dot reports an
// import of the form import . "path".
func importNames(f *ast.File) (names map[string]bool, dot bool) {
	names = map[string]bool{"C": true}
	for _, imp := range f.Imports {
		if imp.Name != nil {
			if imp.Name.Name == "." {
				dot = true
			}
			names[imp.Name.Name] = true
			continue
		}
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		last := path.Base(p)
		names[last] = true
		for _, sep := range []string{".", "-", "_"} {
			for _, part := range strings.Split(last, sep) {
				names[part] = true
			}
		}
		names[strings.NewReplacer("-", "", ".", "", "_", "").Replace(last)] = true
		if strings.HasPrefix(last, "v") && len(p) > len(last)+1 {
			// gopkg.in/yaml.v3 style and major version suffixes: the
			// element before is the name.
			names[path.Base(path.Dir(p))] = true
		}
	}
	return names, dot
}

// walkType calls use for every type name a type expression refers to: a
// bare name (qual nil) or a qualified one. Field and method names, and the
// expressions of array lengths, are not type names and are skipped.
func walkType(e ast.Expr, use func(qual, name *ast.Ident)) {
	if e == nil || use == nil {
		return
	}
	switch t := e.(type) {
	case *ast.Ident:
		use(nil, t)
	case *ast.SelectorExpr:
		if x, ok := t.X.(*ast.Ident); ok {
			use(x, t.Sel)
		}
	case *ast.StarExpr:
		walkType(t.X, use)
	case *ast.ParenExpr:
		walkType(t.X, use)
	case *ast.ArrayType:
		walkType(t.Elt, use)
	case *ast.MapType:
		walkType(t.Key, use)
		walkType(t.Value, use)
	case *ast.ChanType:
		walkType(t.Value, use)
	case *ast.Ellipsis:
		walkType(t.Elt, use)
	case *ast.IndexExpr:
		walkType(t.X, use)
		walkType(t.Index, use)
	case *ast.IndexListExpr:
		walkType(t.X, use)
		for _, i := range t.Indices {
			walkType(i, use)
		}
	case *ast.StructType:
		walkFields(t.Fields, use)
	case *ast.FuncType:
		walkFields(t.TypeParams, use)
		walkFields(t.Params, use)
		walkFields(t.Results, use)
	case *ast.InterfaceType:
		walkFields(t.Methods, use)
	case *ast.UnaryExpr: // ~T in constraints
		walkType(t.X, use)
	case *ast.BinaryExpr: // A | B in constraints
		walkType(t.X, use)
		walkType(t.Y, use)
	}
}

func walkFields(l *ast.FieldList, use func(qual, name *ast.Ident)) {
	if l == nil {
		return
	}
	for _, f := range l.List {
		walkType(f.Type, use)
	}
}
