package main

import (
	"context"
	"fmt"
	"sort"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/examples/crd/controller"
)

// showEvents waits until the Events the controller recorded in the
// script's namespace since start account for every status it wrote there
// (client-go's broadcaster writes them asynchronously and folds a repeat
// into the first Event's count), then prints them and what the run
// proved. Events written before start, by an earlier run against the same
// cluster, are left out.
func (s *script) showEvents(ctx context.Context, start time.Time) error {
	updates := s.tracker.count(func(r controller.Reconcile) bool {
		return r.Outcome == controller.Updated && r.Key.Namespace == s.ns
	})
	reconciles := s.tracker.count(func(r controller.Reconcile) bool { return r.Key.Namespace == s.ns })
	since := start.Truncate(time.Second) // Event timestamps have seconds only
	var events []corev1.Event
	counted := 0
	for {
		list, err := s.kube.CoreV1().Events(s.ns).List(ctx, metav1.ListOptions{})
		if err != nil {
			return fmt.Errorf("list Events: %w", err)
		}
		events, counted = events[:0], 0
		for _, ev := range list.Items {
			if ev.Source.Component != controller.EventComponent || ev.FirstTimestamp.Time.Before(since) {
				continue
			}
			events = append(events, ev)
			if ev.Reason == controller.EventReady || ev.Reason == controller.EventBarMissing {
				counted += int(ev.Count)
			}
		}
		if counted == updates {
			break
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("the server holds Events for %d of the controller's %d status updates in %s: %w", counted, updates, s.ns, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
	sort.Slice(events, func(i, j int) bool {
		a, b := events[i], events[j]
		if a.InvolvedObject.Name != b.InvolvedObject.Name {
			return a.InvolvedObject.Name < b.InvolvedObject.Name
		}
		return a.FirstTimestamp.Before(&b.FirstTimestamp) || (a.FirstTimestamp.Equal(&b.FirstTimestamp) && a.Name < b.Name)
	})
	fmt.Fprintf(s.out, "\n%s Events on the server (core/v1, namespace %s, source %s):\n", stamp(), s.ns, controller.EventComponent)
	fmt.Fprintf(s.out, "  %-8s %-19s %-10s %-5s %s\n", "TYPE", "REASON", "OBJECT", "COUNT", "MESSAGE")
	for _, ev := range events {
		fmt.Fprintf(s.out, "  %-8s %-19s %-10s x%-4d %s\n", ev.Type, ev.Reason, ev.InvolvedObject.Kind+"/"+ev.InvolvedObject.Name, ev.Count, ev.Message)
	}
	fmt.Fprintf(s.out, "\nproved, on a real kube-apiserver:\n")
	fmt.Fprintf(s.out, "  - the controller built on kubegen's generated clientset, listers and informers (byBar index, scale subresource) reconciled every scripted change: %d reconciles, %d status writes\n", reconciles, updates)
	fmt.Fprintf(s.out, "  - every status write is a core/v1 Event on its Foo: %d Events whose counts add up to the %d writes\n", len(events), updates)
	return nil
}
