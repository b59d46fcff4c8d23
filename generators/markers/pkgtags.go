package markers

import (
	"slices"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// Tags are gengo tag lines, in the order written, with the rule a tool
// reads their names and values by (tags.ValueRule).
type Tags struct {
	List []Tag
	Rule tags.ValueRule
}

// Named are the tags named name by the rule, each with its value as the
// rule reads it (trimmed or as written). name must be registered.
func (ts Tags) Named(name string) []Tag {
	var out []Tag
	for _, t := range ts.List {
		if v, ok := tags.Match(ts.Rule, t.Name, t.Value, name); ok {
			t.Name, t.Value = name, v
			out = append(out, t)
		}
	}
	return out
}

// Values are the values of the tags named name, in order.
func (ts Tags) Values(name string) []string {
	var out []string
	for _, t := range ts.Named(name) {
		out = append(out, t.Value)
	}
	return out
}

// OrNew is c, or a collector of gengo tags when c is nil: a generator
// reads through its run's collector, and through one of its own when
// called alone (tests, libraries).
func OrNew(c *Collector) *Collector {
	if c == nil {
		return NewCollector(nil)
	}
	return c
}

// ToolPackageTags are a package's tags as one tool reads them in a run.
type ToolPackageTags struct {
	// Read are the tags the tool reads.
	Read Tags
	// Ignored are the tags of other files' package comments that a tool
	// reading doc.go only does not read (tags.DocGo outside kubegen).
	Ignored Tags
}

// PackageTagsOf are p's package tags as tool reads them: where by the
// registry's rule for the tool (tool.PackagePlace; everywhere is the
// run's --package-comments, which lets a DocGo tool read every package
// comment too) and by its value rule (tool.ValueRule). The tags are
// found once per package per collector.
func (c *Collector) PackageTagsOf(p *load.Package, tool tags.Tool, everywhere bool) ToolPackageTags {
	c.mu.Lock()
	all, ok := c.pkgTags[p]
	c.mu.Unlock()
	if !ok {
		all = c.PackageTags(p.Fset, p.Files)
		c.mu.Lock()
		c.pkgTags[p] = all
		c.mu.Unlock()
	}
	everywhere = everywhere || tool.PackagePlace() == tags.AnyPackageComment
	out := ToolPackageTags{Read: Tags{Rule: tool.ValueRule()}, Ignored: Tags{Rule: tool.ValueRule()}}
	for _, t := range all {
		if everywhere || t.DocGo {
			out.Read.List = append(out.Read.List, t)
		} else {
			out.Ignored.List = append(out.Ignored.List, t)
		}
	}
	return out
}

// Lost are the ignored tags named one of names that no read tag repeats
// (same name and value, as written): the tags a run loses by reading
// doc.go only, which it warns about (tags.IgnoredOutsideDocGo). A tag
// repeated in doc.go, as k8s.io/api does in a few packages, loses nothing.
func (pt ToolPackageTags) Lost(names ...string) []Tag {
	have := map[Tag]bool{}
	for _, t := range pt.Read.List {
		have[Tag{Name: t.Name, Value: t.Value}] = true
	}
	var out []Tag
	for _, t := range pt.Ignored.List {
		if slices.Contains(names, t.Name) && !have[Tag{Name: t.Name, Value: t.Value}] {
			out = append(out, t)
		}
	}
	return out
}
