package testenv

import "syscall"

// childSysProcAttr makes the kernel kill a server when the process that
// started it dies, so a crashed or killed test leaves no servers behind.
func childSysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
