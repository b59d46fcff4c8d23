package testenv

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// serverSourceDirs are the directories (slash-separated, relative to this
// module's) of every package of this module that the server is compiled
// from. The server imports no other package from a directory: the rest of
// its ~2,200 packages come from the module cache at the versions go.mod
// lists. TestServerSourceDirsComplete keeps the list complete.
var serverSourceDirs = []string{"cmd/kubegen-testserver"}

// buildEnvVars are the go command's settings that change the binary a
// build makes: the toolchain, the target, cgo's compiler and flags, and
// GOFLAGS (a -tags or -race there applies to the server's build too).
// Paths such as GOROOT, GOPATH and GOMOD are left out: they differ between
// machines and checkouts without changing what is built.
var buildEnvVars = []string{
	"GOVERSION", "GOOS", "GOARCH",
	"GO386", "GOAMD64", "GOARM", "GOARM64", "GOMIPS", "GOMIPS64", "GOPPC64", "GORISCV64", "GOWASM",
	"GOEXPERIMENT", "GOFIPS140", "GOFLAGS",
	"CGO_ENABLED", "CC", "CXX", "CGO_CFLAGS", "CGO_CPPFLAGS", "CGO_CXXFLAGS", "CGO_FFLAGS", "CGO_LDFLAGS",
}

// buildInputs names everything the server binary is made from, each with
// a value that changes when it does: the go build arguments, the go
// command's settings and the content of each source file of this module
// the build reads. It holds no path of the module's directory, so that
// the same testenv required by another module, from the module cache or a
// replace to another checkout, has the same inputs and reuses the binary.
//
// It is enough because the build runs with -mod=readonly: go.mod then
// names the version of every other module the build uses (go build fails
// rather than select another), and a module version's content never
// changes; go.sum pins that content.
type buildInputs map[string]string

// inputsFileSuffix names, beside the binary, the record of the inputs it
// was built from.
const inputsFileSuffix = ".inputs"

// binaryEntry is the record's line for the binary itself: something else
// that writes the same path (an older testenv, a copy) makes the record
// stale.
const binaryEntry = "binary"

// collectBuildInputs reads the inputs of a build with goArgs in modDir.
func collectBuildInputs(ctx context.Context, modDir string, goArgs []string) (buildInputs, error) {
	in := buildInputs{"go " + goArgs[0]: strings.Join(goArgs[1:], " ")}
	env, err := goEnv(ctx, modDir, buildEnvVars)
	if err != nil {
		return nil, err
	}
	for _, name := range buildEnvVars {
		in["$"+name] = env[name]
	}
	files := []string{"go.mod", "go.sum"}
	for _, dir := range serverSourceDirs {
		entries, err := os.ReadDir(filepath.Join(modDir, filepath.FromSlash(dir)))
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			// Every file of the package's directory but its tests: the
			// build reads its Go files whatever their build constraints,
			// and may embed others.
			if e.Type().IsRegular() && !strings.HasSuffix(e.Name(), "_test.go") {
				files = append(files, path.Join(dir, e.Name()))
			}
		}
	}
	for _, rel := range files {
		sum, err := fileSum(filepath.Join(modDir, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		in[rel] = sum
	}
	return in, nil
}

// goEnv asks the go command that will build in dir for the settings names.
func goEnv(ctx context.Context, dir string, names []string) (map[string]string, error) {
	cmd := exec.CommandContext(ctx, "go", append([]string{"env", "-json"}, names...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go env in %s: %w\n%s", dir, err, stderr.Bytes())
	}
	env := map[string]string{}
	if err := json.Unmarshal(out, &env); err != nil {
		return nil, fmt.Errorf("go env -json in %s: %w", dir, err)
	}
	return env, nil
}

func fileSum(p string) (string, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

// binaryIdentity is what the record keeps of the binary: its size and
// modification time, which any rewrite of the file changes.
func binaryIdentity(bin string) (string, error) {
	st, err := os.Stat(bin)
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("%s is not a regular file", bin)
	}
	return fmt.Sprintf("size=%d mtime=%s", st.Size(), st.ModTime().UTC().Format(time.RFC3339Nano)), nil
}

// noBinary is staleReason's reason when there is no binary at all.
const noBinary = "no binary yet"

// staleReason says why the binary bin cannot be reused for inputs, or ""
// when it can: it exists, is the file its record describes, and was built
// from inputs equal to these.
func staleReason(bin string, inputs buildInputs) (string, error) {
	id, err := binaryIdentity(bin)
	if errors.Is(err, fs.ErrNotExist) {
		return noBinary, nil
	}
	if err != nil {
		return "", err
	}
	recorded, err := readBuildRecord(bin + inputsFileSuffix)
	if errors.Is(err, fs.ErrNotExist) {
		return "no record of the inputs it was built from", nil
	}
	if err != nil {
		return "", err
	}
	if recorded[binaryEntry] != id {
		return "the binary was rewritten since its build was recorded", nil
	}
	delete(recorded, binaryEntry)
	var changed []string
	for name, v := range inputs {
		if recorded[name] != v {
			changed = append(changed, name)
		}
	}
	for name := range recorded {
		if _, ok := inputs[name]; !ok {
			changed = append(changed, name)
		}
	}
	if len(changed) == 0 {
		return "", nil
	}
	sort.Strings(changed)
	return "changed since its last build: " + strings.Join(changed, ", "), nil
}

// readBuildRecord reads a record writeBuildRecord wrote: a comment line,
// then one "name<TAB>value" line per entry.
func readBuildRecord(p string) (map[string]string, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	rec := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		// A line without a tab is not one this code wrote; leaving it out
		// makes the record differ from any inputs, and the binary stale.
		if name, value, ok := strings.Cut(line, "\t"); ok {
			rec[name] = value
		}
	}
	return rec, sc.Err()
}

// writeBuildRecord records that bin was built from inputs. It replaces the
// record in one rename, so that a reader never sees half of one.
func writeBuildRecord(bin string, inputs buildInputs) error {
	id, err := binaryIdentity(bin)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(inputs))
	for name := range inputs {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("# The inputs " + filepath.Base(bin) + " was built from; testenv reuses it while they are unchanged.\n")
	fmt.Fprintf(&b, "%s\t%s\n", binaryEntry, id)
	for _, name := range names {
		fmt.Fprintf(&b, "%s\t%s\n", name, inputs[name])
	}
	tmp, err := os.CreateTemp(filepath.Dir(bin), filepath.Base(bin)+inputsFileSuffix+".*")
	if err != nil {
		return err
	}
	_, werr := tmp.WriteString(b.String())
	err = errors.Join(werr, tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), bin+inputsFileSuffix)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
