package testenv

// startControllers starts the controllers child (see
// Options.DisableControllers) with the admin kubeconfig. It does not wait
// for them: like a controller manager in a cluster, they act a moment
// after the objects they watch change.
func (e *Env) startControllers() error {
	if e.opts.Server != KubeAPIServer || e.opts.DisableControllers {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.stopped {
		return errStopped
	}
	e.logf("starting controllers (namespace, clusterrole-aggregation, garbage-collector)")
	c, err := startChild("controllers", e.bin, []string{"controllers", "--kubeconfig", e.kubeconfigPath}, e.out)
	if err != nil {
		return err
	}
	e.ctrl = c
	return nil
}
