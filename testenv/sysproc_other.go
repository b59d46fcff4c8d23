//go:build !linux

package testenv

import "syscall"

func childSysProcAttr() *syscall.SysProcAttr { return nil }
