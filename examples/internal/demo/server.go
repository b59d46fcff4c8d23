package demo

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"k8s.io/client-go/rest"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// Server is a running embedded API server (etcd and kube-apiserver) that
// serves the Widget CRD.
type Server struct {
	// Config reaches the server as an administrator.
	Config *rest.Config
	env    *testenv.Env
}

// StartServer starts the embedded API server and installs the Widget CRD.
// The first run builds the server, which takes minutes; later runs take
// seconds.
func StartServer(ctx context.Context, log io.Writer) (*Server, error) {
	fmt.Fprintln(log, "starting the embedded API server (etcd + kube-apiserver; the first build takes minutes)")
	start := time.Now()
	env, err := testenv.Start(ctx, testenv.Options{})
	if err != nil {
		return nil, err
	}
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		env.Stop()
		return nil, fmt.Errorf("install the Widget CRD: %w", err)
	}
	fmt.Fprintf(log, "API server ready at %s after %s, CRD %s installed\n",
		env.Config.Host, time.Since(start).Round(time.Millisecond), widget.CRD().Name)
	return &Server{Config: env.Config, env: env}, nil
}

// Stop stops the server and removes its data.
func (s *Server) Stop() { s.env.Stop() }

// LogTail is the end of the server's log, for error reports.
func (s *Server) LogTail() string { return s.env.LogTail(40) }

// Func is a demo: it scripts its changes in namespace ns through cfg,
// prints events on stdout and narrates on stderr.
type Func func(ctx context.Context, cfg *rest.Config, ns string, stdout, stderr io.Writer) error

// Main runs a demo as a program: it starts the server, creates namespace
// "demo" and runs the demo in it within timeout, stops the server and returns the exit
// code.
func Main(run Func, timeout time.Duration) int {
	// Building the server the first time may take minutes; the demo
	// itself gets the timeout.
	startCtx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	srv, err := StartServer(startCtx, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		return 1
	}
	defer srv.Stop()
	ctx, cancelRun := context.WithTimeout(context.Background(), timeout)
	defer cancelRun()
	err = testenv.EnsureNamespace(ctx, srv.Config, "demo")
	if err == nil {
		err = run(ctx, srv.Config, "demo", os.Stdout, os.Stderr)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\nAPI server log ends with:\n%s\n", err, srv.LogTail())
		return 1
	}
	return 0
}
