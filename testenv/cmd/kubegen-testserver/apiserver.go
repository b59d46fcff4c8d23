package main

import (
	"context"
	"fmt"
	"os"

	"k8s.io/apiextensions-apiserver/pkg/cmd/server"
	"k8s.io/component-base/cli"
)

// runAPIServer runs k8s.io/apiextensions-apiserver exactly as its own main
// does; the flags come from package testenv.
func runAPIServer(ctx context.Context, args []string) error {
	cmd := server.NewServerCommand(ctx, os.Stdout, os.Stderr)
	cmd.SetArgs(args)
	if code := cli.Run(cmd); code != 0 {
		return fmt.Errorf("apiextensions-apiserver exited with code %d", code)
	}
	return nil
}
