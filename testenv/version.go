package testenv

import (
	"k8s.io/apimachinery/pkg/version"
	"k8s.io/client-go/discovery"
)

// ServerVersion asks the running apiserver for its version. The
// kube-apiserver reports KubernetesVersion; the apiextensions server reports
// the same stamp, as both are built into one binary.
func (e *Env) ServerVersion() (*version.Info, error) {
	dc, err := discovery.NewDiscoveryClientForConfig(e.Config)
	if err != nil {
		return nil, err
	}
	return dc.ServerVersion()
}
