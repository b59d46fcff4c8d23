package testenv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"syscall"
	"time"
)

// modulePath is this module; the server's main package lives under it.
const (
	modulePath    = "github.com/kubegen/kubegen/testenv"
	serverPackage = "./cmd/kubegen-testserver"
	// ServerBinaryEnv names a prebuilt kubegen-testserver to use instead of
	// building one (a CI cache, for instance).
	ServerBinaryEnv = "KUBEGEN_TESTSERVER"
	// ServerEnv chooses the default Options.Server: kube-apiserver or
	// apiextensions-apiserver.
	ServerEnv = "KUBEGEN_TESTENV_SERVER"
)

// KubernetesVersion is the k8s.io/kubernetes release this module builds
// kube-apiserver from; go.mod requires it, and the server reports it as its
// version (Env.ServerVersion), as a released kube-apiserver would.
const KubernetesVersion = "v1.37.2"

// versionLDFlags stamp KubernetesVersion into the server the way
// Kubernetes' own release build does; a build from modules would otherwise
// report v0.0.0-master.
func versionLDFlags() string {
	major, minor, _ := strings.Cut(strings.TrimPrefix(KubernetesVersion, "v"), ".")
	minor, _, _ = strings.Cut(minor, ".")
	const pkg = "k8s.io/component-base/version"
	return strings.Join([]string{
		"-X " + pkg + ".gitVersion=" + KubernetesVersion,
		"-X " + pkg + ".gitMajor=" + major,
		"-X " + pkg + ".gitMinor=" + minor,
		"-X " + pkg + ".gitTreeState=clean",
	}, " ")
}

// serverBinary returns the path of an up-to-date kubegen-testserver. It
// builds with `go build -o` into a fixed path in the user's cache directory:
// the go command leaves an up-to-date binary alone, and the Go build cache
// keeps the compiled packages, so only the first build is slow (minutes).
// say reports progress to the person waiting (stderr and the log): a first
// build is several silent minutes otherwise.
func serverBinary(ctx context.Context, opts Options, say func(string, ...any)) (string, error) {
	if opts.ServerBinary != "" {
		return opts.ServerBinary, nil
	}
	if p := os.Getenv(ServerBinaryEnv); p != "" {
		return p, nil
	}
	builtMu.Lock()
	defer builtMu.Unlock()
	if built != "" {
		return built, nil
	}
	cacheDir, err := binaryCacheDir()
	if err != nil {
		return "", err
	}
	out := filepath.Join(cacheDir, "kubegen-testserver")
	if err := buildServer(ctx, out, say); err != nil {
		return "", err
	}
	built = out
	return out, nil
}

// BuildServer builds kubegen-testserver into out, as Start does on first
// use, writing progress lines to progress. make test (through
// cmd/testenv-build) builds once this way and hands the binary to every
// test in ServerBinaryEnv.
func BuildServer(ctx context.Context, out string, progress io.Writer) error {
	return buildServer(ctx, out, func(format string, args ...any) {
		fmt.Fprintf(progress, "=== testenv %s: %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
	})
}

// buildServer runs `go build -o out` in this module's directory, under a
// file lock beside out: test binaries of several packages may start at
// once; one builds while the others wait, then find the binary up to date.
func buildServer(ctx context.Context, out string, say func(string, ...any)) error {
	modDir, err := moduleDir(ctx)
	if err != nil {
		return err
	}
	unlock, err := lockFileReporting(ctx, out+".lock", say)
	if err != nil {
		return err
	}
	defer unlock()

	start := time.Now()
	say("building the API server (%s) into %s; the first build compiles ~2,200 packages, 5-7 min on 2 cores; later ones take seconds (Go build cache)", serverPackage, out)
	// -mod=readonly and GOWORK=off: the server builds from this module's
	// own go.mod (its replaces pin Kubernetes' staging modules) whatever
	// workspace or flags the caller's module uses.
	cmd := exec.CommandContext(ctx, "go", "build", "-v", "-mod=readonly", "-ldflags="+versionLDFlags(), "-o", out, serverPackage)
	cmd.Dir = modDir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	output := &buildOutput{}
	cmd.Stdout, cmd.Stderr = output, output
	stop := every(ctx, progressEvery, func(elapsed time.Duration) {
		compiled, downloads := output.counts()
		say("still building the API server: %d s, %d packages compiled, %d modules downloaded (a first build compiles ~2,200 packages, 5-7 min on 2 cores)",
			int(elapsed.Seconds()), compiled, downloads)
	})
	err = cmd.Run()
	stop()
	if err != nil {
		return fmt.Errorf("go build %s in %s: %w\n%s", serverPackage, modDir, err, output.String())
	}
	if compiled, _ := output.counts(); compiled == 0 {
		say("API server binary is up to date (no package compiled); checked in %s", time.Since(start).Round(time.Millisecond))
	} else {
		say("API server built in %s (%d packages compiled); later runs reuse the Go build cache", time.Since(start).Round(time.Second), compiled)
	}
	return nil
}

// built is the binary this process has built (or found up to date) once
// already: even a no-op `go build` costs seconds on a busy machine, and a
// test binary starts several environments.
var (
	builtMu sync.Mutex
	built   string
)

// moduleDir finds this module's source directory with `go list -m`, run
// from the directory of this source file when it exists (so a program
// started anywhere finds it) or else from the working directory.
func moduleDir(ctx context.Context) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "list", "-m", "-f", "{{.Dir}}", modulePath)
	if _, file, _, ok := goruntime.Caller(0); ok {
		if dir := filepath.Dir(file); isDir(dir) {
			cmd.Dir = dir
		}
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("locating module %s with go list: %w\n%s\nset %s to a prebuilt kubegen-testserver instead",
			modulePath, err, stderr.Bytes(), ServerBinaryEnv)
	}
	dir := strings.TrimSpace(string(out))
	if dir == "" {
		return "", fmt.Errorf("go list -m %s: no source directory (is the module in a workspace or replaced by a directory?)", modulePath)
	}
	return dir, nil
}

func binaryCacheDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "kubegen-testenv")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// lockFileReporting is lockFile that tells the person waiting when another
// process holds the lock, and every progressEvery while it still does.
func lockFileReporting(ctx context.Context, path string, say func(string, ...any)) (unlock func(), err error) {
	stop := every(ctx, progressEvery, func(elapsed time.Duration) {
		say("still waiting for another process building the API server: %d s", int(elapsed.Seconds()))
	})
	defer stop()
	return lockFile(ctx, path)
}

// lockFile takes an exclusive flock on path, polling so that ctx can cancel.
func lockFile(ctx context.Context, path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() {
				_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
				_ = f.Close()
			}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			f.Close()
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}
