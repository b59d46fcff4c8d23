package model

import (
	"go/token"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/tags"
)

// supportedVerbs are upstream's standard verbs, in upstream's order.
var supportedVerbs = []string{
	"create", "update", "updateStatus", "delete", "deleteCollection",
	"get", "list", "watch", "patch", "apply", "applyStatus",
}

var readonlyVerbs = []string{"get", "list", "watch"}

// Extension method rules, as upstream enforces them.
var (
	extUnsupportedVerbs = []string{"updateStatus", "deleteCollection", "watch", "delete"}
	extInputVerbs       = []string{"create", "update", "apply"}
	extResultVerbs      = []string{"create", "update", "get", "list", "patch", "apply"}
)

const genclient = tags.GenClient

// clientOptions are the +genclient options: the suffix after "genclient:",
// as the tag registry lists them.
var clientOptions = tags.Options(genclient)

// clientTags is what the +genclient family says about one type.
type clientTags struct {
	Generate      bool
	GeneratePos   token.Position
	NonNamespaced bool
	NoVerbs       bool
	NoStatus      bool
	// Allowed reports whether a standard verb survives onlyVerbs/skipVerbs/readonly.
	allowed map[string]bool
	Methods []*ExtMethod
	// ResourceName is +resourceName, if given.
	ResourceName    string
	ResourceNamePos token.Position
}

func (t *clientTags) Allowed(verb string) bool { return t.allowed[verb] }

// parseClientTags reads the tags of the type subject and reports every
// problem into diags.
func parseClientTags(all []tag, subject string, diags *diag.List) *clientTags {
	ct := &clientTags{allowed: map[string]bool{}}
	var only, skip []string
	onlySet, readonly := false, false
	var optionTags []tag
	var methodTags []tag
	for _, t := range all {
		name := t.Name
		switch {
		case name == genclient:
			if t.Value != "" {
				diags.Add(t.Pos, subject, "%s: +genclient takes no value; write // +genclient to generate a client, or remove the line", t.String())
				continue
			}
			ct.Generate, ct.GeneratePos = true, t.Pos
		case strings.HasPrefix(name, genclient+":"):
			optionTags = append(optionTags, t)
			opt := strings.TrimPrefix(name, genclient+":")
			switch name {
			case tags.GenClientNonNamespaced:
				ct.NonNamespaced = true
			case tags.GenClientNoVerbs:
				ct.NoVerbs = true
			case tags.GenClientNoStatus:
				ct.NoStatus = true
			case tags.GenClientReadonly:
				readonly = true
			case tags.GenClientOnlyVerbs:
				onlySet = true
				only = append(only, verbList(t, subject, diags)...)
			case tags.GenClientSkipVerbs:
				skip = append(skip, verbList(t, subject, diags)...)
			case tags.GenClientMethod:
				methodTags = append(methodTags, t)
			default:
				// Upstream rejects an unknown +genclient option, so this is
				// an error, not a warning.
				hint := tags.Closest(opt, clientOptions)
				if hint != "" {
					hint = "; did you mean +genclient:" + hint + "?"
				} else {
					hint = "; known options: +genclient:" + strings.Join(clientOptions, ", +genclient:")
				}
				diags.Add(t.Pos, subject, "%s: unknown +genclient option %q%s", t.String(), opt, hint)
			}
		case strings.EqualFold(name, genclient) || strings.HasPrefix(strings.ToLower(name), genclient+":"):
			diags.Add(t.Pos, subject, "%s: tags are case-sensitive; write +genclient%s", t.String(), strings.TrimPrefix(strings.ToLower(name), genclient))
		case name == tags.ResourceName:
			if t.Value == "" || t.Value != strings.ToLower(t.Value) || strings.ContainsAny(t.Value, " /") {
				diags.Add(t.Pos, subject, "%s: the resource name must be a lowercase plural like +resourceName=foos", t.String())
				continue
			}
			ct.ResourceName, ct.ResourceNamePos = t.Value, t.Pos
		}
	}

	if !ct.Generate {
		// Upstream reads these options only on +genclient types and ignores
		// them elsewhere (often a line left above FooList); no lint rule of
		// upstream's looks at type tags, so this stays a warning.
		for _, t := range optionTags {
			diags.Warn(t.Pos, subject, "%s: ignored, the type has no +genclient; add // +genclient above the type, or remove this line", t.String())
		}
		return ct
	}

	for _, v := range supportedVerbs {
		ct.allowed[v] = true
	}
	if readonly || onlySet {
		keep := slices.Clone(only)
		if readonly {
			keep = append(keep, readonlyVerbs...)
		}
		for _, v := range supportedVerbs {
			ct.allowed[v] = slices.Contains(keep, v)
		}
		for _, v := range skip {
			if slices.Contains(keep, v) {
				diags.Add(ct.GeneratePos, subject, "+genclient:skipVerbs: verb %q is also in +genclient:onlyVerbs/readonly; list it in only one of them", v)
			}
		}
	}
	for _, v := range skip {
		ct.allowed[v] = false
	}

	for _, t := range methodTags {
		if m := parseMethod(t, subject, diags); m != nil {
			ct.Methods = append(ct.Methods, m)
		}
	}
	return ct
}

// verbList splits a comma-separated verb list and checks every verb.
func verbList(t tag, subject string, diags *diag.List) []string {
	var out []string
	if strings.TrimSpace(t.Value) == "" {
		diags.Add(t.Pos, subject, "%s: empty verb list; write e.g. +%s=get,list,watch", t.String(), t.Name)
		return nil
	}
	for _, v := range strings.Split(t.Value, ",") {
		v = strings.TrimSpace(v)
		if !slices.Contains(supportedVerbs, v) {
			diags.Add(t.Pos, subject, "%s: unknown verb %q%s; supported verbs: %s", t.String(), v, didYouMean(v, supportedVerbs), strings.Join(supportedVerbs, ","))
			continue
		}
		out = append(out, v)
	}
	return out
}

// parseMethod parses "+genclient:method=Name,verb=…,subresource=…,input=…,result=…".
func parseMethod(t tag, subject string, diags *diag.List) *ExtMethod {
	const example = "+genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale"
	bad := func(format string, args ...any) *ExtMethod {
		diags.Add(t.Pos, subject, "%s: "+format+"; write e.g. "+example, append([]any{t.String()}, args...)...)
		return nil
	}
	parts := strings.Split(t.Value, ",")
	m := &ExtMethod{Name: strings.TrimSpace(parts[0]), Pos: t.Pos}
	if m.Name == "" {
		return bad("the method name is missing")
	}
	if !isExportedIdent(m.Name) {
		return bad("method name %q is not an exported Go identifier", m.Name)
	}
	var input, result string
	for _, p := range parts[1:] {
		key, val, ok := strings.Cut(p, "=")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		if !ok || strings.Contains(val, "=") {
			return bad("malformed parameter %q, want key=value", p)
		}
		if val == "" {
			return bad("empty value for %q", key)
		}
		switch key {
		case "verb":
			m.Verb = val
		case "subresource":
			m.Subresource = val
		case "input":
			input = val
		case "result":
			result = val
		default:
			return bad("unknown parameter %q (known: verb, subresource, input, result)", key)
		}
	}
	switch {
	case m.Verb == "":
		return bad("the verb is missing")
	case !slices.Contains(supportedVerbs, m.Verb):
		return bad("unknown verb %q%s", m.Verb, didYouMean(m.Verb, supportedVerbs))
	case slices.Contains(extUnsupportedVerbs, m.Verb):
		return bad("verb %q cannot be used for extension methods (not: %s)", m.Verb, strings.Join(extUnsupportedVerbs, ", "))
	case input != "" && !slices.Contains(extInputVerbs, m.Verb):
		return bad("input= is only allowed with verbs %s, not %q", strings.Join(extInputVerbs, ", "), m.Verb)
	case result != "" && !slices.Contains(extResultVerbs, m.Verb):
		return bad("result= is only allowed with verbs %s, not %q", strings.Join(extResultVerbs, ", "), m.Verb)
	}
	var ok bool
	if m.Input, ok = parseTypeRef(input); !ok {
		return bad("input type %q is not of the form [import/path.]TypeName", input)
	}
	if m.Result, ok = parseTypeRef(result); !ok {
		return bad("result type %q is not of the form [import/path.]TypeName", result)
	}
	return m
}

// parseTypeRef splits "k8s.io/api/autoscaling/v1.Scale"; "" and a bare name
// leave PkgPath empty (resolved to the kind's package by the caller).
func parseTypeRef(s string) (TypeRef, bool) {
	if s == "" {
		return TypeRef{}, true
	}
	i := strings.LastIndex(s, ".")
	r := TypeRef{Name: s[i+1:]}
	if i >= 0 {
		r.PkgPath = s[:i]
	}
	return r, isExportedIdent(r.Name) && (i < 0 || r.PkgPath != "")
}

func isExportedIdent(s string) bool {
	if s == "" || !(s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

func didYouMean(s string, known []string) string {
	if c := tags.Closest(s, known); c != "" {
		return " (did you mean " + c + "?)"
	}
	return ""
}
