package runtime

import (
	"errors"
	"fmt"
	"io"
)

// jsonStream is a small reader of JSON structure for decodeList: it finds
// where each value ends, in a window over the body, without decoding it.
// Values it hands out are validated by whoever decodes them, so it only
// needs to be exact on valid JSON and must never go past the end of the
// value it is reading; whatever it returns for invalid JSON fails later.
type jsonStream struct {
	rd  io.Reader
	buf []byte
	// buf[r:w] is read from rd and not yet consumed.
	r, w int
	// base is the offset in the body of buf[0], for error messages.
	base int64
	// err is the first error of rd, io.EOF included; it is returned once
	// buf[r:w] is used up.
	err error
}

// offset is the position in the body of the next unconsumed byte.
func (s *jsonStream) offset() int64 { return s.base + int64(s.r) }

func (s *jsonStream) errorf(format string, args ...any) error {
	return fmt.Errorf("invalid JSON list at byte %d: %s", s.offset(), fmt.Sprintf(format, args...))
}

// fill reads more of the body into buf, moving unread bytes to its front and
// growing it when a single value fills it. It returns nil when it read
// something, the reader's error otherwise.
func (s *jsonStream) fill() error {
	if s.r > 0 {
		n := copy(s.buf, s.buf[s.r:s.w])
		s.base += int64(s.r)
		s.w = n
		s.r = 0
	}
	if s.w == len(s.buf) {
		grown := make([]byte, 2*len(s.buf)+512)
		copy(grown, s.buf[:s.w])
		s.buf = grown
	}
	for s.err == nil {
		n, err := s.rd.Read(s.buf[s.w:])
		s.w += n
		if err != nil {
			s.err = err
		}
		if n > 0 {
			return nil
		}
	}
	return s.err
}

// eofError turns the end of the body inside a value into a clear error, and
// passes on any other read error (a broken connection, a cancelled context).
func (s *jsonStream) eofError(err error) error {
	if errors.Is(err, io.EOF) {
		return s.errorf("unexpected end of the response body")
	}
	return fmt.Errorf("reading list response: %w", err)
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }

// peek returns the next byte that is not white space, without consuming it.
func (s *jsonStream) peek() (byte, error) {
	for {
		for s.r < s.w {
			if c := s.buf[s.r]; !isSpace(c) {
				return c, nil
			}
			s.r++
		}
		if err := s.fill(); err != nil {
			return 0, s.eofError(err)
		}
	}
}

// next consumes and returns the next byte that is not white space.
func (s *jsonStream) next() (byte, error) {
	c, err := s.peek()
	if err == nil {
		s.r++
	}
	return c, err
}

func (s *jsonStream) expect(want byte) error {
	c, err := s.next()
	if err != nil {
		return err
	}
	if c != want {
		return s.errorf("want %q, got %q", want, c)
	}
	return nil
}

// end checks that nothing but white space follows the list.
func (s *jsonStream) end() error {
	for {
		for ; s.r < s.w; s.r++ {
			if !isSpace(s.buf[s.r]) {
				return s.errorf("unexpected %q after the list", s.buf[s.r])
			}
		}
		if err := s.fill(); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return s.eofError(err)
		}
	}
}

// value consumes the next JSON value and returns its bytes, which stay valid
// until the next call on s. Composite values end at the bracket that closes
// the first one; scalars end at the next delimiter.
func (s *jsonStream) value() ([]byte, error) {
	first, err := s.peek()
	if err != nil {
		return nil, err
	}
	scalar := first != '{' && first != '[' && first != '"'
	depth := 0
	inString, escaped := false, false
	scanned := 0 // bytes of the value already scanned, from s.r
	for {
		buf := s.buf[:s.w]
		for i := s.r + scanned; i < len(buf); i++ {
			c := buf[i]
			switch {
			case scalar:
				if isSpace(c) || c == ',' || c == '}' || c == ']' || c == ':' {
					return s.take(i), nil
				}
			case inString:
				switch {
				case escaped:
					escaped = false
				case c == '\\':
					escaped = true
				case c == '"':
					inString = false
					if depth == 0 {
						return s.take(i + 1), nil
					}
				}
			case c == '"':
				inString = true
			case c == '{' || c == '[':
				depth++
			case c == '}' || c == ']':
				depth--
				if depth == 0 {
					return s.take(i + 1), nil
				}
			}
		}
		scanned = s.w - s.r
		if err := s.fill(); err != nil {
			if scalar && errors.Is(err, io.EOF) {
				return s.take(s.w), nil
			}
			return nil, s.eofError(err)
		}
	}
}

// take consumes buf[r:end] and returns it.
func (s *jsonStream) take(end int) []byte {
	v := s.buf[s.r:end]
	s.r = end
	return v
}
