package smdschema

import (
	"strings"
	"testing"
	"time"
)

// TestAgreesWithClientGoOnAllOfAPI builds the schema of every kind of
// k8s.io/api and compares each definition with client-go's. Client-go has
// no definitions for kinds without apply configurations (the create-only
// reviews: TokenReview, SubjectAccessReview…), so those are listed, not
// failed.
func TestAgreesWithClientGoOnAllOfAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks all of k8s.io/api")
	}
	pkgs := typedLoad(t, "k8s.io/api/...")
	start := time.Now()
	text, warns, err := Build(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Build: %v, %d bytes of YAML, %d packages", time.Since(start), len(text), len(pkgs))
	// Built-in types may key a list by an optional field (CRDs may not):
	// ServiceAccount.secrets by name, ResourceClaimStatus.devices by
	// shareID. Those warnings only.
	optionalKeys := 0
	for _, w := range warns {
		if strings.Contains(w.Msg, "is optional and has no default") {
			optionalKeys++
			continue
		}
		t.Errorf("unexpected warning: %s", w)
	}
	if optionalKeys != 4 {
		t.Errorf("%d warnings about optional list-map keys, want 4 (ServiceAccount.secrets, ResourceClaimStatus.devices in three versions)", optionalKeys)
	}
	diffs, missing, n := schemaDiff(parseSchema(t, text), clientGoSchema(t))
	for _, d := range diffs {
		t.Error(d)
	}
	if n < 900 {
		t.Errorf("only %d definitions compared", n)
	}
	t.Logf("%d definitions compared, %d differ; %d not in client-go's schema: %v", n, len(diffs), len(missing), missing)
}

// BenchmarkBuildAPI measures Build on all kinds of k8s.io/api (the load
// is not measured: the generators share it).
func BenchmarkBuildAPI(b *testing.B) {
	pkgs := typedLoad(&testing.T{}, "k8s.io/api/...")
	b.ResetTimer()
	for range b.N {
		if _, _, err := Build(pkgs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildSchemaAPI is BenchmarkBuildAPI without the YAML.
func BenchmarkBuildSchemaAPI(b *testing.B) {
	pkgs := typedLoad(&testing.T{}, "k8s.io/api/...")
	b.ResetTimer()
	for range b.N {
		if _, _, err := BuildSchema(pkgs); err != nil {
			b.Fatal(err)
		}
	}
}
