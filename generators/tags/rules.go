package tags

import "strings"

// The rules by which a tool reads its tags, where upstream's tools differ.
// Every reader asks here (through markers.Collector.PackageTagsOf and
// markers.Tags) instead of keeping its own rule, so that two tools that
// read a tag differently do so by a named rule, not by two readers.

// Place is where a tool reads its package tags from.
type Place uint8

const (
	// DocGo is upstream's place: every comment of doc.go (gengo's
	// Package.Comments). kubegen (a run with --package-comments) also
	// reads the package comment of every other file.
	DocGo Place = iota
	// AnyPackageComment is doc.go and the package comment of every
	// other file in every command: the deep copies, which read
	// kubebuilder's markers in groupversion_info.go as controller-gen does.
	AnyPackageComment
)

// ValueRule is how a tool matches a tag's name and reads its value.
type ValueRule uint8

const (
	// Trimmed: the name and the value trimmed of spaces ("+a = b" is tag
	// a with value b), how kubegen's deepcopy, defaulter, conversion,
	// register and applyconfig read their switches, all alike.
	Trimmed ValueRule = iota
	// Exact: as gengo's ExtractCommentTags splits the line (Split), the
	// name up to the first "=" and the value untrimmed; openapi-gen's and
	// the client tools' rule.
	Exact
)

// PackagePlace is where t reads its package tags.
func (t Tool) PackagePlace() Place {
	if t == ToolDeepcopyGen {
		return AnyPackageComment
	}
	return DocGo
}

// ValueRule is how t reads a tag's name and value.
func (t Tool) ValueRule() ValueRule {
	switch t {
	case ToolDeepcopyGen, ToolDefaulterGen, ToolConversionGen, ToolRegisterGen, ToolApplyconfigurationGen:
		return Trimmed
	case ToolValidationGen:
		// gengo's codetags parser tokenizes a tag's value, so the spaces
		// around it never count.
		return Trimmed
	}
	return Exact
}

// Match reads a tag split as Split splits it (its name and value as
// written) by rule r: whether it is tag name, and its value. name must be
// registered.
func Match(r ValueRule, tagName, tagValue, name string) (value string, ok bool) {
	mustBeRegistered(name)
	if r == Trimmed {
		tagName, tagValue = strings.TrimSpace(tagName), strings.TrimSpace(tagValue)
	}
	return tagValue, tagName == name
}
