package testenv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
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

// serverBinary returns the path of an up-to-date kubegen-testserver, built
// into a fixed path in the user's cache directory on first use (minutes)
// and rebuilt only when what it is built from changes (see ensure). say
// reports progress to the person waiting (stderr and the log): a build is
// several silent minutes otherwise; logf writes to the log alone.
func serverBinary(ctx context.Context, opts Options, say, logf func(string, ...any)) (string, error) {
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
	if err := buildServer(ctx, out, say, logf); err != nil {
		return "", err
	}
	built = out
	return out, nil
}

// BuildServer builds kubegen-testserver into out, as Start does on first
// use, writing progress lines to progress; like Start, it leaves a binary
// built from unchanged inputs alone. make test (through cmd/testenv-build)
// builds once this way and hands the binary to every test in
// ServerBinaryEnv.
func BuildServer(ctx context.Context, out string, progress io.Writer) error {
	say := func(format string, args ...any) {
		fmt.Fprintf(progress, "=== testenv %s: %s\n", time.Now().Format("15:04:05.000"), fmt.Sprintf(format, args...))
	}
	return buildServer(ctx, out, say, say)
}

// buildServer makes out an up-to-date server binary built in this module's
// directory.
func buildServer(ctx context.Context, out string, say, logf func(string, ...any)) error {
	modDir, err := moduleDir(ctx)
	if err != nil {
		return err
	}
	return serverBuild{modDir: modDir, out: out, goBuild: runGo, say: say, logf: logf}.ensure(ctx)
}

// serverBuild is one request for an up-to-date server binary.
type serverBuild struct {
	modDir  string      // this module's source directory
	out     string      // the binary; its record of inputs and its lock are beside it
	goBuild goBuildFunc // runs the go command; tests replace it
	say     func(string, ...any)
	logf    func(string, ...any)
}

// goBuildFunc runs the go command with args in dir, writing its output to w.
type goBuildFunc func(ctx context.Context, dir string, args []string, w io.Writer) error

// runGo runs the go command with GOWORK=off: the server builds from this
// module's own go.mod (its replaces pin Kubernetes' staging modules)
// whatever workspace the caller's module is in.
func runGo(ctx context.Context, dir string, args []string, w io.Writer) error {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	cmd.Stdout, cmd.Stderr = w, w
	return cmd.Run()
}

// serverBuildArgs are go build's arguments for the server, -o aside.
// -mod=readonly: go.mod decides every version whatever flags the caller
// uses. -buildvcs=false: a VCS stamp would change the binary, and relink
// it, with every commit or edit anywhere in a checkout holding testenv,
// and fails where git is missing.
func serverBuildArgs() []string {
	return []string{"build", "-v", "-mod=readonly", "-buildvcs=false", "-ldflags=" + versionLDFlags(), serverPackage}
}

// firstBuildHint is what a person waiting on a build needs to know.
const firstBuildHint = "a build with an empty Go build cache compiles ~2,200 packages, 5-7 min on 2 cores"

// ensure builds b.out unless the record beside it shows it was built from
// the inputs this build would read (collectBuildInputs). That check, not
// go build's own, decides: go build's identity of the server includes the
// directory of this module, so a module that finds testenv elsewhere (a
// new module's replace, the module cache) would make it relink the binary,
// a minute or more, although nothing it is built from changed. All of it
// runs under a file lock beside out: test binaries of several packages may
// start at once; one builds while the others wait, then find the binary up
// to date.
func (b serverBuild) ensure(ctx context.Context) error {
	unlock, err := lockFileReporting(ctx, b.out+".lock", b.say)
	if err != nil {
		return err
	}
	defer unlock()

	args := serverBuildArgs()
	inputs, err := collectBuildInputs(ctx, b.modDir, args)
	if err != nil {
		return fmt.Errorf("reading what the API server is built from: %w", err)
	}
	reason, err := staleReason(b.out, inputs)
	if err != nil {
		return err
	}
	if reason == "" {
		b.logf("API server binary %s is up to date (built from the same sources, go.mod, Go toolchain and settings)", b.out)
		return nil
	}
	// A build that fails or is interrupted leaves no record, so that the
	// next start builds again.
	if err := os.Remove(b.out + inputsFileSuffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	before, _ := binaryIdentity(b.out)
	hint := ""
	if reason == noBinary {
		hint = "; " + firstBuildHint
	}
	b.say("building the API server (%s) into %s: %s%s", serverPackage, b.out, reason, hint)
	start := time.Now()
	output := &buildOutput{}
	stop := every(ctx, progressEvery, func(elapsed time.Duration) {
		compiled, downloads := output.counts()
		b.say("still building the API server: %d s, %d packages compiled, %d modules downloaded (%s)",
			int(elapsed.Seconds()), compiled, downloads, firstBuildHint)
	})
	err = b.goBuild(ctx, b.modDir, append([]string{args[0], "-o", b.out}, args[1:]...), output)
	stop()
	if err != nil {
		return fmt.Errorf("go build %s in %s: %w\n%s", serverPackage, b.modDir, err, output.String())
	}
	after, err := binaryIdentity(b.out)
	if err != nil {
		return fmt.Errorf("go build %s in %s wrote no binary: %w", serverPackage, b.modDir, err)
	}
	compiled, _ := output.counts()
	switch {
	case after == before:
		b.say("API server binary was up to date (go build changed nothing); checked in %s", time.Since(start).Round(time.Millisecond))
	case compiled == 0:
		b.say("API server linked in %s (no package compiled)", time.Since(start).Round(time.Second))
	default:
		b.say("API server built in %s (%d packages compiled); later runs reuse the Go build cache", time.Since(start).Round(time.Second), compiled)
	}
	return writeBuildRecord(b.out, inputs)
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
