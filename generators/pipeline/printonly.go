package pipeline

// PrintOnly is returned by a Finish whose flags ask for a printout instead
// of a run (validation-gen's --docs): the command writes Stdout and Stderr
// and exits 0, loading and writing nothing, as upstream's tool prints and
// exits before it reads its inputs.
type PrintOnly struct {
	Stdout, Stderr string
}

func (PrintOnly) Error() string { return "the command's flags ask for a printout, not a run" }
