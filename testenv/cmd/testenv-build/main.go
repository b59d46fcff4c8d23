// Command testenv-build builds the test API server (kubegen-testserver)
// exactly as package testenv does on first use, with its progress lines:
//
//	go run ./cmd/testenv-build -o PATH
//
// make test builds once this way and hands PATH to every test through
// KUBEGEN_TESTSERVER.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"

	"github.com/kubegen/kubegen/testenv"
)

func main() {
	out := flag.String("o", "", "where to write the server binary (required)")
	flag.Parse()
	if *out == "" || flag.NArg() != 0 {
		fmt.Fprintln(os.Stderr, "usage: testenv-build -o PATH")
		os.Exit(2)
	}
	abs, err := filepath.Abs(*out)
	if err == nil {
		err = os.MkdirAll(filepath.Dir(abs), 0o755)
	}
	if err == nil {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		err = testenv.BuildServer(ctx, abs, os.Stderr)
		stop()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testenv-build:", err)
		os.Exit(1)
	}
}
