package main

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http/httputil"
	"net/url"
	"strconv"
	"sync"
	"time"
)

// wire sends the polled GETs over plain HTTP/1.1 keep-alive connections of
// its own. The load generator shares the portal's two cores, and net/http's
// client spent about as much CPU per request as the portal (its pool's lock,
// a header map and a goroutine pair per connection): at 27,500 requests/s
// that left the portal less than one core. wire keeps a fixed set of
// connections, as a reverse proxy keeps to its upstream, each served by one
// goroutine that takes the next request from a queue, writes it as one
// buffer and reads the answer in place: status, the few headers it needs,
// the body by Content-Length or chunked (over TLS for https; HTTP/1.1 as
// nginx speaks to its upstream). A connection is dialled when first needed
// and again after it failed or the server closed it.
type wire struct {
	addr    string      // host:port
	host    string      // the Host header
	tls     *tls.Config // https: the handshake's settings (nil: plain http)
	timeout time.Duration
	queue   chan *wireJob
	stop    chan struct{}
	workers sync.WaitGroup
}

// wireJob is one GET waiting for, then holding, its answer.
type wireJob struct {
	path, token string
	done        func(*wireJob) // called by the connection's goroutine once answered
	status      int
	body        []byte
	err         error
}

type wireConn struct {
	c  net.Conn
	br *bufio.Reader
	// req is reused for writing each request.
	req []byte
}

// newWire returns the client for base (an http(s) URL) with conns
// connections.
func newWire(base string, conns int, timeout time.Duration) (*wire, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	if conns < 1 {
		return nil, errors.New("the client needs at least one connection")
	}
	w := &wire{addr: u.Host, host: u.Host, timeout: timeout, queue: make(chan *wireJob, 4*conns), stop: make(chan struct{})}
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
	for range conns {
		w.workers.Go(w.serve)
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

// close stops the connections' goroutines once the queued requests are
// answered, and closes the connections.
func (w *wire) close() {
	close(w.stop)
	w.workers.Wait()
}

// serve is one connection's goroutine.
func (w *wire) serve() {
	var c *wireConn
	defer func() {
		if c != nil {
			_ = c.c.Close()
		}
	}()
	for {
		var j *wireJob
		select {
		case j = <-w.queue:
		case <-w.stop:
			return
		}
		if c == nil {
			conn, err := w.dial()
			if err != nil {
				j.err = err
				j.done(j)
				continue
			}
			c = &wireConn{c: conn, br: bufio.NewReaderSize(conn, 8<<10)}
		}
		var reuse bool
		j.status, j.body, reuse, j.err = w.roundTrip(c, j.path, j.token)
		if j.err != nil || !reuse {
			_ = c.c.Close()
			c = nil
		}
		j.done(j)
	}
}

// errAnswer is an answer that is not well-formed HTTP/1.1.
var errAnswer = errors.New("malformed HTTP answer")

// send queues GET path (starting with /) with the token in x-omicron; done
// is called with the answer (or the error) from the connection's
// goroutine. The request's timeout covers writing and reading, not the wait
// for a free connection, which the caller's timing includes.
func (w *wire) send(path, token string, done func(*wireJob)) {
	w.queue <- &wireJob{path: path, token: token, done: done}
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
