package tags

import "testing"

// TestToolRules: where each tool reads its package tags and how it reads
// values are the registry's rules; deepcopy alone reads every package
// comment in every command, and openapi-gen and the client tools read
// values as written.
func TestToolRules(t *testing.T) {
	for _, tn := range toolNames {
		wantPlace := DocGo
		if tn.t == ToolDeepcopyGen {
			wantPlace = AnyPackageComment
		}
		if got := tn.t.PackagePlace(); got != wantPlace {
			t.Errorf("%s reads package tags at %d, want %d", tn.name, got, wantPlace)
		}
		wantRule := Trimmed
		switch tn.t { // validation-gen's codetags parser tokenizes: Trimmed
		case ToolOpenAPIGen, ToolClientGen, ToolListerGen, ToolInformerGen:
			wantRule = Exact
		}
		if got := tn.t.ValueRule(); got != wantRule {
			t.Errorf("%s reads values by rule %d, want %d", tn.name, got, wantRule)
		}
	}
}

// TestMatch: the two value rules on the same split line.
func TestMatch(t *testing.T) {
	name, value, _, _ := Split("+ k8s:deepcopy-gen = package ")
	if v, ok := Match(Trimmed, name, value, DeepcopyGen); !ok || v != "package" {
		t.Errorf("trimmed: %q %v", v, ok)
	}
	if _, ok := Match(Exact, name, value, DeepcopyGen); ok {
		t.Error("exact: a name with spaces matched")
	}
	name, value, _, _ = Split("+default= 1")
	if v, ok := Match(Exact, name, value, Default); !ok || v != " 1" {
		t.Errorf("exact: %q %v", v, ok)
	}
}
