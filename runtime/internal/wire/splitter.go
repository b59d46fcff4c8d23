package wire

import (
	"errors"
	"fmt"
	"io"
)

// splitter cuts a streamed JSON body into values without decoding them:
// it finds where a value ends by counting brackets outside strings, and
// leaves checking the value to whoever decodes it.
type splitter struct {
	body *readErrors
	buf  []byte
	pos  int   // the next unread byte in buf
	base int64 // body offset of buf[0]
	eof  bool
}

func (s *splitter) offset() int64 { return s.base + int64(s.pos) }

// fill reads more of the body, first dropping what has been consumed.
func (s *splitter) fill() error {
	if s.eof {
		return io.EOF
	}
	if s.pos > 0 {
		n := copy(s.buf, s.buf[s.pos:])
		s.base += int64(s.pos)
		s.buf, s.pos = s.buf[:n], 0
	}
	if len(s.buf) == cap(s.buf) {
		s.buf = append(s.buf, make([]byte, cap(s.buf))...)[:len(s.buf)]
	}
	n, err := s.body.Read(s.buf[len(s.buf):cap(s.buf)])
	s.buf = s.buf[:len(s.buf)+n]
	if errors.Is(err, io.EOF) {
		s.eof = true
		if n > 0 {
			return nil
		}
		return io.EOF
	}
	if err != nil {
		return err
	}
	return nil
}

// next skips white space and returns the next byte without consuming it.
func (s *splitter) next() (byte, error) {
	for {
		for s.pos < len(s.buf) {
			switch c := s.buf[s.pos]; c {
			case ' ', '\t', '\n', '\r':
				s.pos++
			default:
				return c, nil
			}
		}
		if err := s.fill(); err != nil {
			return 0, err
		}
	}
}

func (s *splitter) expect(want byte) error {
	c, err := s.next()
	if err != nil {
		return s.wrapRead(err)
	}
	if c != want {
		return s.errorf("want %q, got %q", want, c)
	}
	s.pos++
	return nil
}

// value consumes the next value and returns its bytes, valid until the
// next call of s.
func (s *splitter) value() ([]byte, error) {
	c, err := s.next()
	if err != nil {
		return nil, s.wrapRead(err)
	}
	switch c {
	case ',', ':', ']', '}':
		return nil, s.errorf("want a value, got %q", c)
	}
	for {
		if end, ok := valueEnd(s.buf[s.pos:], s.eof); ok {
			v := s.buf[s.pos : s.pos+end]
			s.pos += end
			return v, nil
		}
		if err := s.fill(); err != nil {
			return nil, s.wrapRead(err)
		}
	}
}

// valueEnd finds the end of the value at the start of b; ok is false when
// b does not hold all of it (and more may come).
func valueEnd(b []byte, eof bool) (int, bool) {
	switch b[0] {
	case '{', '[':
		depth := 0
		for i := 0; i < len(b); i++ {
			switch b[i] {
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1, true
				}
			case '"':
				end, ok := stringEnd(b[i:])
				if !ok {
					return 0, false
				}
				i += end - 1
			}
		}
		return 0, false
	case '"':
		return stringEnd(b)
	default:
		for i, c := range b {
			switch c {
			case ',', '}', ']', ':', ' ', '\t', '\n', '\r':
				return i, true
			}
		}
		return len(b), eof
	}
}

// stringEnd finds the end of the string at the start of b.
func stringEnd(b []byte) (int, bool) {
	for i := 1; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1, true
		}
	}
	return 0, false
}

func (s *splitter) errorf(format string, args ...any) error {
	return fmt.Errorf("invalid JSON list at byte %d: %s", s.offset(), fmt.Sprintf(format, args...))
}

// wrapRead reports a failed read as what it is, and the end of the body
// inside the list as a truncated list.
func (s *splitter) wrapRead(err error) error {
	if s.body.err != nil {
		return fmt.Errorf("reading list response: %w", s.body.err)
	}
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("invalid JSON list at byte %d: unexpected end of the response body", s.offset())
	}
	return err
}

// readErrors remembers the error of a failed read, so that it is reported
// as what it is rather than as a decoding error.
type readErrors struct {
	r   io.Reader
	err error
}

func (r *readErrors) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		r.err = err
	}
	return n, err
}
