package wire

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilnet "k8s.io/apimachinery/pkg/util/net"
	"k8s.io/apimachinery/pkg/watch"
	kjson "sigs.k8s.io/json"

	"github.com/kubegen/kubegen/runtime/decode"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// watchBufferSize is the first size of a decoded watch's read buffer; it
// grows to the largest event seen. Most events fit: one per informer, so it
// is kept well below the list's.
const watchBufferSize = 16 << 10

// decodedWatch reads a JSON watch response itself: each event envelope
// ({"type":..,"object":..}) is read in the buffer the body was read into,
// and its object decoded there by the kind's generated decoder, with no
// intermediate copy of the object's bytes and no reflection. ERROR events
// carry a metav1.Status, decoded reflectively.
//
// It does what client-go's watch on a typed client does with the same
// bytes: objects come out with an empty TypeMeta (the client's codec clears
// it), an event the client could not decode ends the watch with one ERROR
// event (a 500 Status, reason ClientWatchDecoding), and the end of the body
// or a broken connection ends it silently.
//
// Invariants: done is closed once (stopOnce), by Stop; result is closed
// only by run, which owns s, jr and body's reads; Stop closes body to
// unblock a pending read. No lock is held while events are delivered.
type decodedWatch[T Object] struct {
	ctx       context.Context
	body      io.ReadCloser
	s         splitter
	jr        decode.JSONReader
	newObject func() T
	dec       decode.ObjectDecoder[T]
	table     *InternTable
	// slot gets jr's string cache back when run ends.
	slot     *strcache.Slot
	result   chan watch.Event
	done     chan struct{}
	stopOnce sync.Once
}

// NewDecodedWatch starts a decodedWatch of body. Its decodes share strings
// through the ListerWatcher's cache slot for as long as the watch runs.
func NewDecodedWatch[T Object](ctx context.Context, body io.ReadCloser, newObject func() T, dec decode.ObjectDecoder[T], table *InternTable, slot *strcache.Slot) watch.Interface {
	w := &decodedWatch[T]{
		ctx:       ctx,
		body:      body,
		s:         splitter{body: &readErrors{r: body}, buf: make([]byte, 0, watchBufferSize)},
		slot:      slot,
		newObject: newObject,
		dec:       dec,
		table:     table,
		result:    make(chan watch.Event),
		done:      make(chan struct{}),
	}
	w.jr.UseStrings(slot.Take())
	go w.run()
	return w
}

func (w *decodedWatch[T]) ResultChan() <-chan watch.Event { return w.result }

func (w *decodedWatch[T]) Stop() {
	w.stopOnce.Do(func() {
		close(w.done)
		w.body.Close()
	})
}

func (w *decodedWatch[T]) run() {
	defer close(w.result)
	defer w.Stop()
	defer w.slot.Put(w.jr.Strings())
	for {
		ev, err := w.next()
		if err != nil {
			if w.quietEnd(err) {
				return
			}
			// The event the client-go watch sends for what it cannot decode.
			reporter := apierrors.NewClientErrorReporter(http.StatusInternalServerError, http.MethodGet, "ClientWatchDecoding")
			ev = watch.Event{Type: watch.Error, Object: reporter.AsObject(fmt.Errorf("unable to decode an event from the watch stream: %w", err))}
			select {
			case <-w.done:
			case w.result <- ev:
			}
			return
		}
		select {
		case <-w.done:
			return
		case w.result <- ev:
		}
	}
}

// quietEnd reports whether err ends the watch without an ERROR event: the
// end of the body, a connection closed under it (by Stop, the server or
// the network) or the request's context ending.
func (w *decodedWatch[T]) quietEnd(err error) bool {
	select {
	case <-w.done:
		return true
	default:
	}
	if w.ctx.Err() != nil {
		return true
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return true
	}
	if re := w.s.body.err; re != nil {
		return utilnet.IsProbableEOF(re) || utilnet.IsTimeout(re)
	}
	return false
}

// next reads and decodes one event. It decodes what the buffer holds and,
// when the event goes on past it, reads more and decodes again: an event
// is read whole once it is complete, never waiting for the next one.
func (w *decodedWatch[T]) next() (watch.Event, error) {
	s := &w.s
	if _, err := s.next(); err != nil {
		if s.body.err != nil {
			return watch.Event{}, s.body.err
		}
		return watch.Event{}, err // io.EOF between events: the normal end
	}
	for {
		ev, n, err := decodeWatchEvent(&w.jr, s.buf[s.pos:], !s.eof, w.newObject, w.dec)
		if err == nil {
			s.pos += n
			if ev.Type != watch.Bookmark && ev.Type != watch.Error && w.table != nil {
				internDecoded(w.table, ev.Object.(T))
			}
			return ev, nil
		}
		if !w.jr.Truncated() {
			// client-go reads a whole event before it decodes it, so a
			// stream that ends inside an event ends the watch quietly even
			// when what came of the event is already wrong (a field of the
			// wrong type): the error is reported only once the event is
			// known to be all there.
			complete, rerr := w.eventComplete()
			if rerr != nil {
				return watch.Event{}, rerr
			}
			if !complete {
				return watch.Event{}, io.ErrUnexpectedEOF
			}
			return watch.Event{}, err
		}
		if s.eof {
			return watch.Event{}, io.ErrUnexpectedEOF
		}
		if err := s.fill(); err != nil && !s.eof {
			if s.body.err != nil {
				return watch.Event{}, s.body.err
			}
			return watch.Event{}, io.ErrUnexpectedEOF
		}
		// With the end of the body reached (s.eof), decode once more: a
		// value that could have gone on (a number at the end of the
		// buffer) is now known to be whole.
	}
}

// eventComplete reports whether the stream holds the whole event at the
// splitter's position, reading more of it as needed; an event with a
// syntax error counts as complete (client-go reports it). A read error is
// returned as it is.
func (w *decodedWatch[T]) eventComplete() (bool, error) {
	s := &w.s
	for {
		var r decode.JSONReader
		r.ResetPartial(s.buf[s.pos:], !s.eof)
		r.Skip()
		if !r.Truncated() {
			return true, nil
		}
		if s.eof {
			return false, nil
		}
		if err := s.fill(); err != nil && !s.eof {
			if s.body.err != nil {
				return false, s.body.err
			}
			return false, nil
		}
	}
}

// decodeWatchEvent decodes the event envelope at the start of data with jr
// (partial: more data may follow, see decode.JSONReader) and returns it with the
// number of bytes it took. The object is decoded in place when its event
// type is already known (the API server writes "type" first); otherwise,
// or when a repeated field changes the outcome, it is decoded from its
// bytes afterwards, so the last "type" and the last "object" win as with
// the reflective decoder.
func decodeWatchEvent[T Object](jr *decode.JSONReader, data []byte, partial bool, newObject func() T, dec decode.ObjectDecoder[T]) (watch.Event, int, error) {
	jr.ResetPartial(data, partial)
	var (
		typ              string
		objStart, objEnd = -1, -1
		obj              T
		decoded          bool
	)
	if jr.BeginObject() {
		for jr.NextKey() {
			switch string(jr.Key()) {
			case "type":
				decode.ReadString(jr, &typ)
			case "object":
				switch jr.Peek() {
				case 'n':
					// null leaves a RawExtension as it was: an earlier
					// "object" still counts.
					jr.Skip()
				case '{':
					objStart, decoded = jr.Offset(), false
					if isObjectEvent(typ) {
						obj = newObject()
						dec.DecodeObject(jr, obj)
						decoded = true
					} else {
						jr.Skip()
					}
					objEnd = jr.Offset()
				default:
					// Any other value is kept as raw bytes that the
					// client's codec then cannot decode.
					objStart, decoded = jr.Offset(), false
					jr.Skip()
					objEnd = jr.Offset()
				}
			default:
				jr.Skip()
			}
		}
	}
	if jr.Err() != nil {
		return watch.Event{}, 0, jr.Err()
	}
	// An envelope of null has no type: it is rejected below.
	end := jr.Offset()
	if !isObjectEvent(typ) && typ != string(watch.Error) {
		return watch.Event{}, end, fmt.Errorf("got invalid watch event type: %v", typ)
	}
	if objStart < 0 || objEnd <= objStart || data[objStart] != '{' {
		// The client's codec gets no object bytes (a missing or null
		// object) or bytes that are not a JSON object.
		return watch.Event{}, end, errors.New("unable to decode watch event: the event has no object")
	}
	raw := data[objStart:objEnd]
	if typ == string(watch.Error) {
		status := &metav1.Status{}
		if err := kjson.UnmarshalCaseSensitivePreserveInts(raw, status); err != nil {
			return watch.Event{}, end, fmt.Errorf("unable to decode watch event: %w", err)
		}
		if err := checkTypeMeta(status.GetObjectKind()); err != nil {
			return watch.Event{}, end, err
		}
		status.GetObjectKind().SetGroupVersionKind(schema.GroupVersionKind{})
		return watch.Event{Type: watch.Error, Object: status}, end, nil
	}
	if !decoded {
		var r decode.JSONReader
		r.UseStrings(jr.Strings())
		r.ResetJSON(raw)
		obj = newObject()
		dec.DecodeObject(&r, obj)
		if err := r.Finish(); err != nil {
			return watch.Event{}, end, fmt.Errorf("unable to decode watch event: %w", err)
		}
	}
	if err := checkTypeMeta(obj.GetObjectKind()); err != nil {
		return watch.Event{}, end, err
	}
	obj.GetObjectKind().SetGroupVersionKind(schema.GroupVersionKind{})
	return watch.Event{Type: watch.EventType(typ), Object: obj}, end, nil
}

// isObjectEvent reports whether typ is an event type whose object is of the
// watched kind.
func isObjectEvent(typ string) bool {
	switch watch.EventType(typ) {
	case watch.Added, watch.Modified, watch.Deleted, watch.Bookmark:
		return true
	}
	return false
}

// checkTypeMeta rejects what the client's codec cannot place: an object
// without a kind or an apiVersion.
func checkTypeMeta(k interface {
	GroupVersionKind() schema.GroupVersionKind
}) error {
	gvk := k.GroupVersionKind()
	switch {
	case gvk.Kind == "":
		return errors.New("unable to decode watch event: Object 'Kind' is missing")
	case gvk.Version == "":
		return errors.New("unable to decode watch event: Object 'apiVersion' is missing")
	}
	return nil
}
