package main

import (
	"fmt"

	"github.com/kubegen/kubegen/testenv"
)

// Budgets, for 2 cores, on what a user waits for: kube-apiserver's warm
// start (etcd and the server ready, binary built) at most maxWarmSeconds,
// a test's start (binary check included) at most maxPerTestSeconds. The
// ratio to the apiextensions-only server is reported, not budgeted: the
// real server does more before it is ready (bootstrap RBAC roles, priority
// classes, some 60 API groups), and its readiness includes a post-start
// hook that polls once a second.
const (
	maxWarmSeconds    = 3.0
	maxPerTestSeconds = 10.0
)

// report prints one measure line per figure, then the budget lines.
func report(got samples, runs int) {
	kube, ext := got[testenv.KubeAPIServer], got[testenv.APIExtensionsServer]
	for _, f := range figures {
		k, e := summarize(kube[f]), summarize(ext[f])
		fmt.Printf("measure testenv-%s kube-apiserver=%s apiextensions=%s ratio=%.2fx runs=%d (median[min-max])\n",
			f, k, e, k.median/e.median, runs)
	}
	k, e := summarize(kube[warmStart]), summarize(ext[warmStart])
	fmt.Printf("budget testenv-warm-start kube-apiserver=%.2fs apiextensions=%.2fs ratio=%.2fx goal<=%gs %s\n",
		k.median, e.median, k.median/e.median, maxWarmSeconds, verdict(k.median <= maxWarmSeconds))
	k, e = summarize(kube[perTestStart]), summarize(ext[perTestStart])
	fmt.Printf("budget testenv-per-test-start kube-apiserver=%.2fs apiextensions=%.2fs ratio=%.2fx goal<=%gs %s\n",
		k.median, e.median, k.median/e.median, maxPerTestSeconds, verdict(k.median <= maxPerTestSeconds))
}

func verdict(pass bool) string {
	if pass {
		return "PASS"
	}
	return "MISS"
}
