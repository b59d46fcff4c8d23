package shardctl

import (
	"context"
	"strings"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/testenv/widget"
)

// BumpAll sets Spec.Size on every Widget of ns, 16 writes at a time: one
// change for every object, which each owning replica must reconcile once.
// A write that lost to a replica's status update is retried on the newer
// version.
func BumpAll(ctx context.Context, c *widget.Client, ns string, size int64) error {
	list, err := c.List(ctx, ns, metav1.ListOptions{})
	if err != nil {
		return err
	}
	return Parallel(len(list.Items), func(i int) error {
		w := list.Items[i].DeepCopy()
		for {
			w.Spec.Size = size
			_, err := c.Update(ctx, w)
			if err == nil || !strings.Contains(err.Error(), "modified") {
				return err
			}
			if w, err = c.Get(ctx, ns, w.Name); err != nil {
				return err
			}
		}
	})
}

// Parallel runs f(0) … f(n-1), at most 16 at a time, and returns the first
// error any of them returned.
func Parallel(n int, f func(int) error) error {
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	sem := make(chan struct{}, 16)
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := f(i); err != nil {
				once.Do(func() { first = err })
			}
		}()
	}
	wg.Wait()
	return first
}
