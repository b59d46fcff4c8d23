package v1

import "k8s.io/apimachinery/pkg/runtime"

// Hand-written deep copies: enough for runtime.Object.

func (in *CronJob) DeepCopy() *CronJob {
	if in == nil {
		return nil
	}
	out := new(CronJob)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *CronJob) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *CronJobList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(CronJobList)
	*out = *in
	out.Items = make([]CronJob, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}

func (in *Schedule) DeepCopy() *Schedule {
	if in == nil {
		return nil
	}
	out := new(Schedule)
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return out
}

func (in *Schedule) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *ScheduleList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(ScheduleList)
	*out = *in
	out.Items = make([]Schedule, len(in.Items))
	for i := range in.Items {
		out.Items[i] = *in.Items[i].DeepCopy()
	}
	return out
}
