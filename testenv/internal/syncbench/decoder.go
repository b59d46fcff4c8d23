package syncbench

import (
	"github.com/kubegen/kubegen/runtime/decode"
	"github.com/kubegen/kubegen/testenv/widget"
)

// WidgetDecoder is the generated reflection-free decoder of Widgets
// (zz_generated.decoders.go), as a generated informer would pass it.
func WidgetDecoder() decode.ObjectDecoder[*widget.Widget] {
	return decode.DecoderFunc[*widget.Widget](decodeWidgetWidget)
}
