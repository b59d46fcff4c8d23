package syncbench

import (
	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

// WidgetDecoder is the generated reflection-free decoder of Widgets
// (zz_generated.decoders.go), as a generated informer would pass it.
func WidgetDecoder() rt.ObjectDecoder[*widget.Widget] {
	return rt.DecoderFunc[*widget.Widget](decodeWidgetWidget)
}
