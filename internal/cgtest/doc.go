// Package cgtest runs a controller-gen binary, upstream's
// (sigs.k8s.io/controller-tools v0.23.0) or ours, on the cases of the
// corpus in testdata/controllergen and compares what it did with what
// upstream did, which each case records:
//
//	<case>/args          the arguments, one a line (the binary's name left out)
//	<case>/README.md     what the case covers and what upstream does with it
//	<case>/_want/        every file upstream wrote or changed, relative to the case
//	<case>/_want.exit    upstream's exit code
//	<case>/_want.stdout  upstream's standard output (absent when empty)
//	<case>/_want.stderr  upstream's standard error (absent when empty), with
//	                     the case directory's absolute path removed
//
// The corpus is one Go module (testdata/controllergen/_go.mod, renamed
// go.mod in the copy a run works in) with one directory per case; a run
// copies the module to a temporary directory, leaving out the _want files,
// and starts the binary in the case's directory, so relative paths in args
// (paths=./..., output:crd:artifacts:config=out, headerFile=../hack/...)
// mean the same to every binary.
//
// A test of a generator of ours is one line:
//
//	cgtest.Check(t, cgtest.Ours(t), "validation")
//
// A generator tested in process runs in the directory Prepare returns and
// hands what it wrote to CheckResult.
//
// Check requires what a drop-in owes: the same files with the same bytes,
// the same standard output (and standard error where it is the run's
// output: a run that succeeds without writing a file, -h and -w), and for a case upstream rejects (exit code not
// 0) a failure that writes nothing and names every file:line upstream's
// message names; the wording of messages is ours. CheckUpstream requires
// every byte and the exit code, and is how the corpus is checked against
// upstream itself (TestCorpusIsUpstreams); hack/controller-gen-corpus.sh
// rewrites the _want files with upstream's binary.
package cgtest
