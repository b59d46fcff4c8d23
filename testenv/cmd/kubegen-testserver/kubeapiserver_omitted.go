//go:build kubegen_apiextensions_only

package main

import (
	"context"
	"errors"
)

// runKubeAPIServer stands in for kubeapiserver.go in a binary built with
// -tags kubegen_apiextensions_only, which leaves k8s.io/kubernetes out (the
// build is about half as long); such a binary serves testenv.APIExtensionsServer
// only.
func runKubeAPIServer([]string) error {
	return errors.New("mode kube-apiserver is not in this binary: it was built with -tags kubegen_apiextensions_only; " +
		"build without the tag, or run Options.Server = testenv.APIExtensionsServer")
}

// runControllers stands in for controllers.go, which needs k8s.io/kubernetes.
func runControllers(context.Context, []string) error {
	return errors.New("mode controllers is not in this binary: it was built with -tags kubegen_apiextensions_only")
}
