package testenv

import (
	"fmt"

	"k8s.io/client-go/rest"
)

// User is an identity a test acts as. The apiserver authenticates it from a
// client certificate the environment's CA signs, so Name and Groups are
// exactly what RBAC sees: bind roles to them with the admin Config.
type User struct {
	Name   string
	Groups []string
}

// ConfigFor returns a rest.Config that reaches the apiserver as u. With the
// default KubeAPIServer, RBAC decides what u may do: a user with no role
// bindings is refused everything but discovery and its own access reviews.
// The apiextensions server has no RBAC; there, only members of
// system:masters are allowed anything.
func (e *Env) ConfigFor(u User) (*rest.Config, error) {
	if u.Name == "" {
		return nil, fmt.Errorf("testenv: ConfigFor: a user needs a name")
	}
	cert, key, err := e.pki.clientCertFor(u.Name, u.Groups)
	if err != nil {
		return nil, fmt.Errorf("testenv: certificate for user %q: %w", u.Name, err)
	}
	cfg := rest.CopyConfig(e.Config)
	cfg.CertData, cfg.KeyData = cert, key
	return cfg, nil
}
