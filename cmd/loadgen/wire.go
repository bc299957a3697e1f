package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http/httputil"
	"net/url"
	"strconv"
	"time"
)

// wire sends the polled GETs over plain HTTP/1.1 keep-alive connections of
// its own. The load generator shares the portal's two cores, and net/http's
// client spent about as much CPU per request as the portal (its pool's lock,
// a header map and a goroutine pair per connection): at 27,500 requests/s
// that left the portal less than one core. wire writes each request as one
// buffer and reads the answer in place: status, the few headers it needs,
// the body by Content-Length or chunked (over TLS for https; HTTP/1.1
// as nginx speaks to its upstream). Connections are reused as a
// browser's or a proxy's are; a connection that failed is closed and the
// next request dials afresh.
type wire struct {
	addr    string      // host:port
	host    string      // the Host header
	tls     *tls.Config // https: the handshake's settings (nil: plain http)
	timeout time.Duration
	idle    chan *wireConn // connections free for the next request
	slots   chan struct{}  // -conns: one per connection allowed (nil: no limit)
}

type wireConn struct {
	c  net.Conn
	br *bufio.Reader
	// req is reused for writing each request.
	req []byte
}

// maxIdleWire bounds the idle connections kept when -conns sets no limit.
const maxIdleWire = 4096

// newWire returns the client for base (an http:// URL); conns > 0 allows at
// most that many connections, and requests wait for one as behind a proxy.
func newWire(base string, conns int, timeout time.Duration) (*wire, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	w := &wire{addr: u.Host, host: u.Host, timeout: timeout, idle: make(chan *wireConn, maxIdleWire)}
	switch {
	case u.Scheme == "https":
		w.tls = &tls.Config{ServerName: u.Hostname(), NextProtos: []string{"http/1.1"}}
		if u.Port() == "" {
			w.addr = net.JoinHostPort(u.Hostname(), "443")
		}
	case u.Scheme != "http":
		return nil, fmt.Errorf("%s is not an http(s) URL", base)
	case u.Port() == "":
		w.addr = net.JoinHostPort(u.Hostname(), "80")
	}
	if conns > 0 {
		w.idle = make(chan *wireConn, conns)
		w.slots = make(chan struct{}, conns)
	}
	return w, nil
}

// dial opens a connection to the server, with TLS for https.
func (w *wire) dial() (net.Conn, error) {
	d := &net.Dialer{Timeout: w.timeout}
	if w.tls != nil {
		return (&tls.Dialer{NetDialer: d, Config: w.tls}).Dial("tcp", w.addr)
	}
	return d.Dial("tcp", w.addr)
}

// close closes the idle connections.
func (w *wire) close() {
	for {
		select {
		case c := <-w.idle:
			_ = c.c.Close()
		default:
			return
		}
	}
}

// errAnswer is an answer that is not well-formed HTTP/1.1.
var errAnswer = errors.New("malformed HTTP answer")

// get sends GET path (starting with /) with the token in x-omicron and
// returns the answer's status and body. The request's timeout covers
// writing and reading; the wait for a connection under -conns ends only
// with ctx.
func (w *wire) get(ctx context.Context, path, token string) (int, []byte, error) {
	if w.slots != nil {
		select {
		case w.slots <- struct{}{}:
		case <-ctx.Done():
			return 0, nil, ctx.Err()
		}
		defer func() { <-w.slots }()
	}
	var c *wireConn
	select {
	case c = <-w.idle:
	default:
		conn, err := w.dial()
		if err != nil {
			return 0, nil, err
		}
		c = &wireConn{c: conn, br: bufio.NewReaderSize(conn, 8<<10)}
	}
	status, body, reuse, err := w.roundTrip(c, path, token)
	if err != nil || !reuse {
		_ = c.c.Close()
		return status, body, err
	}
	select {
	case w.idle <- c:
	default:
		_ = c.c.Close()
	}
	return status, body, nil
}

// roundTrip writes one request on c and reads its answer; reuse is false
// when the server closes the connection after it.
func (w *wire) roundTrip(c *wireConn, path, token string) (status int, body []byte, reuse bool, err error) {
	if err := c.c.SetDeadline(time.Now().Add(w.timeout)); err != nil {
		return 0, nil, false, err
	}
	c.req = append(c.req[:0], "GET "...)
	c.req = append(c.req, path...)
	c.req = append(c.req, " HTTP/1.1\r\nHost: "...)
	c.req = append(c.req, w.host...)
	c.req = append(c.req, "\r\nAccept: application/json\r\nx-omicron: "...)
	c.req = append(c.req, token...)
	c.req = append(c.req, "\r\n\r\n"...)
	if _, err := c.c.Write(c.req); err != nil {
		return 0, nil, false, err
	}
	return readAnswer(c.br)
}

// readAnswer reads one HTTP/1.1 answer to a GET from br.
func readAnswer(br *bufio.Reader) (status int, body []byte, reuse bool, err error) {
	line, err := readLine(br)
	if err != nil {
		return 0, nil, false, err
	}
	// "HTTP/1.1 200 OK"
	if len(line) < 12 || !bytes.HasPrefix(line, []byte("HTTP/1.")) || line[8] != ' ' {
		return 0, nil, false, errAnswer
	}
	status, err = strconv.Atoi(string(line[9:12]))
	if err != nil {
		return 0, nil, false, errAnswer
	}
	length, chunked := -1, false
	reuse = line[7] == '1'
	for {
		line, err := readLine(br)
		if err != nil {
			return 0, nil, false, err
		}
		if len(line) == 0 {
			break
		}
		name, value, ok := bytes.Cut(line, []byte(":"))
		if !ok {
			return 0, nil, false, errAnswer
		}
		value = bytes.TrimSpace(value)
		switch {
		case bytes.EqualFold(name, []byte("Content-Length")):
			if length, err = strconv.Atoi(string(value)); err != nil || length < 0 || length > maxPage {
				return 0, nil, false, errAnswer
			}
		case bytes.EqualFold(name, []byte("Transfer-Encoding")):
			chunked = bytes.EqualFold(value, []byte("chunked"))
		case bytes.EqualFold(name, []byte("Connection")):
			reuse = reuse && !bytes.EqualFold(value, []byte("close"))
		}
	}
	switch {
	case chunked:
		body, err = io.ReadAll(io.LimitReader(httputil.NewChunkedReader(br), maxPage))
		if err == nil {
			err = skipTrailer(br)
		}
	case length >= 0:
		body = make([]byte, length)
		_, err = io.ReadFull(br, body)
	case status == 204 || status == 304:
	default:
		// The body runs to the end of the connection.
		body, err = io.ReadAll(io.LimitReader(br, maxPage))
		reuse = false
	}
	if err != nil {
		return 0, nil, false, err
	}
	return status, body, reuse, nil
}

// readLine reads one CRLF-terminated line without its ending.
func readLine(br *bufio.Reader) ([]byte, error) {
	line, err := br.ReadSlice('\n')
	if err != nil {
		if errors.Is(err, bufio.ErrBufferFull) {
			return nil, errAnswer
		}
		return nil, err
	}
	return bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r")), nil
}

// skipTrailer reads a chunked body's trailer up to its blank line.
func skipTrailer(br *bufio.Reader) error {
	for {
		line, err := readLine(br)
		if err != nil || len(line) == 0 {
			return err
		}
	}
}
