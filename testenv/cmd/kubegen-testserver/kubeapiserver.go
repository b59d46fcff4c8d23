//go:build !kubegen_apiextensions_only

// This file is left out by -tags kubegen_apiextensions_only (see
// kubeapiserver_omitted.go), which builds the smaller apiextensions-only
// server without k8s.io/kubernetes: hack/bench-testenv.sh compares the two
// builds' cold cost.

package main

import (
	"fmt"
	_ "time/tzdata" // CronJob time zones, as kube-apiserver's own main has it

	"k8s.io/component-base/cli"
	_ "k8s.io/component-base/logs/json/register"
	_ "k8s.io/component-base/metrics/prometheus/clientgo"
	_ "k8s.io/component-base/metrics/prometheus/version"
	"k8s.io/kubernetes/cmd/kube-apiserver/app"
)

// runKubeAPIServer runs k8s.io/kubernetes' kube-apiserver exactly as its
// own main does; the flags come from package testenv.
func runKubeAPIServer(args []string) error {
	cmd := app.NewAPIServerCommand()
	cmd.SetArgs(args)
	if code := cli.Run(cmd); code != 0 {
		return fmt.Errorf("kube-apiserver exited with code %d", code)
	}
	return nil
}
