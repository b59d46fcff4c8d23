// Package rbac builds the ClusterRole and Roles that +kubebuilder:rbac
// markers ask for, merged, normalised and ordered as controller-gen
// v0.23.0's rbac generator does, so the role.yaml it writes is byte-equal to
// upstream's.
package rbac

import (
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/manifest"
)

// Rule is one +kubebuilder:rbac marker's arguments.
type Rule struct {
	Groups        []string `marker:",optional"`
	Resources     []string `marker:",optional"`
	ResourceNames []string `marker:",optional"`
	Verbs         []string
	URLs          []string `marker:"urls,optional"`
	// Namespace, when set, puts the rule in a Role of that namespace
	// instead of the ClusterRole.
	Namespace string `marker:",optional"`
	// RoleName, when set, overrides the generator's roleName for this rule.
	RoleName string `marker:"roleName,optional"`
}

// roleKey is one role written: a ClusterRole when namespace is empty.
type roleKey struct{ namespace, name string }

// ruleKey is what a rule applies to: its sets, each sorted and joined.
type ruleKey struct{ groups, resources, names, urls string }

func (k ruleKey) String() string {
	return k.groups + " + " + k.resources + " + " + k.names + " + " + k.urls
}

// Roles turns the markers of every package into role objects: rules are
// grouped by namespace and role name (roleName when a marker names none),
// each group merged and sorted, groups ordered by namespace then name
// (the ClusterRoles, with no namespace, first). A group with no rules
// writes nothing.
func Roles(markers []Rule, roleName string) []any {
	byRole := map[roleKey][]*Rule{}
	for _, m := range markers {
		key := roleKey{namespace: m.Namespace, name: m.RoleName}
		if key.name == "" {
			key.name = roleName
		}
		// A marker is split into one rule per resource so that rules
		// differing only in verbs can merge per resource below.
		resources := m.Resources
		if len(resources) == 0 {
			resources = []string{""}
		}
		for _, res := range resources {
			r := &Rule{Groups: m.Groups, ResourceNames: m.ResourceNames, URLs: m.URLs, Verbs: m.Verbs}
			if res != "" || len(m.Resources) > 0 {
				r.Resources = []string{res}
			}
			byRole[key] = append(byRole[key], r)
		}
	}
	keys := make([]roleKey, 0, len(byRole))
	for k := range byRole {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b roleKey) int {
		if c := strings.Compare(a.namespace, b.namespace); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	var objs []any
	for _, k := range keys {
		rules := mergeRules(byRole[k])
		if len(rules) == 0 {
			continue
		}
		kind := "Role"
		if k.namespace == "" {
			kind = "ClusterRole"
		}
		objs = append(objs, Role{
			TypeMeta: manifest.TypeMeta{APIVersion: apiVersion, Kind: kind},
			Metadata: manifest.ObjectMeta{Name: k.name, Namespace: k.namespace},
			Rules:    rules,
		})
	}
	return objs
}

// mergeRules merges one role's rules the way controller-gen does, in four
// passes: rules applying to the same things get the union of their verbs;
// then rules equal but for their resources, their groups, and their URLs
// are merged into one each. Every set is deduplicated and sorted; the
// result is ordered by what each rule applies to, and a rule holding "*"
// among its verbs keeps only "*".
func mergeRules(rules []*Rule) []PolicyRule {
	merged := map[ruleKey]*Rule{}
	for _, r := range rules {
		// "core" is the name people type for the core group, which RBAC
		// spells as the empty string.
		groups := make([]string, len(r.Groups))
		for i, g := range r.Groups {
			if g == "core" {
				g = ""
			}
			groups[i] = g
		}
		r.Groups = groups
		k := r.key()
		if first, ok := merged[k]; ok {
			first.Verbs = sortedSet(append(first.Verbs, r.Verbs...))
			continue
		}
		merged[k] = r
	}
	merged = mergeBy(merged, func(r *Rule) string { return join(r.Groups, r.ResourceNames, r.URLs, r.Verbs) },
		func(into, from *Rule) { into.Resources = append(into.Resources, from.Resources...) })
	merged = mergeBy(merged, func(r *Rule) string { return join(r.Resources, r.ResourceNames, r.URLs, r.Verbs) },
		func(into, from *Rule) { into.Groups = append(into.Groups, from.Groups...) })
	merged = mergeBy(merged, func(r *Rule) string { return join(r.Groups, r.Resources, r.ResourceNames, r.Verbs) },
		func(into, from *Rule) { into.URLs = append(into.URLs, from.URLs...) })

	keys := make([]ruleKey, 0, len(merged))
	for k := range merged {
		keys = append(keys, k)
	}
	slices.SortStableFunc(keys, func(a, b ruleKey) int { return strings.Compare(a.String(), b.String()) })
	out := make([]PolicyRule, 0, len(keys))
	for _, k := range keys {
		r := merged[k]
		verbs := r.Verbs
		if slices.Contains(verbs, "*") {
			verbs = []string{"*"}
		}
		out = append(out, PolicyRule{
			APIGroups:       r.Groups,
			Resources:       r.Resources,
			ResourceNames:   r.ResourceNames,
			NonResourceURLs: r.URLs,
			Verbs:           verbs,
		})
	}
	return out
}

// mergeBy groups rules by group(r) and folds each group into its first
// rule with fold. Groups are visited in sorted order so that the result
// never depends on map order (upstream's does not either: merged sets are
// sorted again by key).
func mergeBy(rules map[ruleKey]*Rule, group func(*Rule) string, fold func(into, from *Rule)) map[ruleKey]*Rule {
	byGroup := map[string][]*Rule{}
	var order []string
	for _, k := range sortedKeys(rules) {
		r := rules[k]
		g := group(r)
		if _, ok := byGroup[g]; !ok {
			order = append(order, g)
		}
		byGroup[g] = append(byGroup[g], r)
	}
	out := make(map[ruleKey]*Rule, len(order))
	for _, g := range order {
		rs := byGroup[g]
		for _, r := range rs[1:] {
			fold(rs[0], r)
		}
		out[rs[0].key()] = rs[0]
	}
	return out
}

func sortedKeys(m map[ruleKey]*Rule) []ruleKey {
	keys := make([]ruleKey, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b ruleKey) int { return strings.Compare(a.String(), b.String()) })
	return keys
}

// key normalises r's sets (sorted, without repeats) and returns them.
func (r *Rule) key() ruleKey {
	r.Groups = sortedSet(r.Groups)
	r.Resources = sortedSet(r.Resources)
	r.ResourceNames = sortedSet(r.ResourceNames)
	r.URLs = sortedSet(r.URLs)
	r.Verbs = sortedSet(r.Verbs)
	return ruleKey{
		groups:    strings.Join(r.Groups, "&"),
		resources: strings.Join(r.Resources, "&"),
		names:     strings.Join(r.ResourceNames, "&"),
		urls:      strings.Join(r.URLs, "&"),
	}
}

// join is a grouping key of some of a rule's sets (after key() sorted them).
func join(sets ...[]string) string {
	parts := make([]string, len(sets))
	for i, s := range sets {
		parts[i] = strings.Join(s, "&")
	}
	return strings.Join(parts, " + ")
}

// sortedSet is s sorted without repeats; nil when empty, so that an empty
// set is left out of the YAML.
func sortedSet(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	out := slices.Clone(s)
	slices.Sort(out)
	return slices.Compact(out)
}
