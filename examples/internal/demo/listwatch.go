package demo

import (
	"k8s.io/client-go/rest"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

// WidgetListerWatcher lists and watches the Widgets of namespace ns.
func WidgetListerWatcher(cfg *rest.Config, ns string) (rt.ListerWatcher[*widget.Widget], error) {
	rc, err := widget.NewRESTClient(cfg)
	if err != nil {
		return nil, err
	}
	return rt.NewRESTListWatch(rc, widget.Resource, ns, func() *widget.Widget { return new(widget.Widget) }, nil), nil
}
