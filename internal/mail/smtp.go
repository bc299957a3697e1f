package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// SMTP sends messages to one SMTP server, named by a URL:
// smtp://user:password@host:587 (STARTTLS, required unless the host is a
// loopback address, where a local test server may speak plain) or
// smtps://user:password@host:465 (TLS from the first byte). The user and
// password are optional; the password is never written to a log or an
// error (String leaves it out).
type SMTP struct {
	host, port  string
	user, pass  string
	implicitTLS bool
	// HelloName is the name given in EHLO (default "localhost"; an IP
	// address is sent as a literal); serve gives the public URL's host.
	HelloName string
	// DialTimeout bounds the connection (default 10 s); SendTimeout the
	// whole exchange, dial included (default 30 s).
	DialTimeout, SendTimeout time.Duration
	// TLSConfig, when set, is the base of the TLS settings (tests give
	// their own certificate authority); the server name is always the
	// URL's host.
	TLSConfig *tls.Config
}

// ErrRejected is wrapped by Send's errors when the server refused the
// message or its recipient for good (a 5xx answer to RCPT or DATA): no
// retry would change it.
var ErrRejected = errors.New("the SMTP server refused the message")

// ParseSMTP reads an SMTP URL (smtp://user:pass@host:587 or
// smtps://user:pass@host:465). Its errors never repeat the URL, which may
// hold a password.
func ParseSMTP(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("must be a URL such as smtp://user:password@mail.example.com:587 (special characters of the password %-encoded)")
	}
	s := &SMTP{host: u.Hostname(), port: u.Port()}
	switch u.Scheme {
	case "smtp":
		if s.port == "" {
			s.port = "587"
		}
	case "smtps":
		s.implicitTLS = true
		if s.port == "" {
			s.port = "465"
		}
	default:
		return nil, errors.New("must start with smtp:// (STARTTLS, port 587) or smtps:// (TLS, port 465)")
	}
	if s.host == "" {
		return nil, errors.New("must name the server's host, as in smtp://user:password@mail.example.com:587")
	}
	if n, err := strconv.Atoi(s.port); err != nil || n < 1 || n > 65535 {
		return nil, errors.New("must have a port between 1 and 65535")
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New("must be only smtp(s)://user:password@host:port, with no path or query")
	}
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
	}
	return s, nil
}

// String is the server without its password: smtps://user@host:465.
func (s *SMTP) String() string {
	scheme := "smtp"
	if s.implicitTLS {
		scheme = "smtps"
	}
	who := ""
	if s.user != "" {
		who = url.User(s.user).String() + "@"
	}
	return scheme + "://" + who + net.JoinHostPort(s.host, s.port)
}

// loopback tells whether host is this machine, where a plain connection
// (no TLS) is allowed: a local test server such as Mailpit.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (s *SMTP) tlsConfig() *tls.Config {
	c := &tls.Config{MinVersion: tls.VersionTLS12}
	if s.TLSConfig != nil {
		c = s.TLSConfig.Clone()
	}
	c.ServerName = s.host
	return c
}

// Send delivers msg from the address from to the addresses to. Every
// step is bounded: the dial by DialTimeout, the whole exchange by
// SendTimeout and by ctx.
func (s *SMTP) Send(ctx context.Context, from string, to []string, msg []byte) error {
	dialTimeout, sendTimeout := s.DialTimeout, s.SendTimeout
	if dialTimeout <= 0 {
		dialTimeout = 10 * time.Second
	}
	if sendTimeout <= 0 {
		sendTimeout = 30 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	addr := net.JoinHostPort(s.host, s.port)
	d := net.Dialer{Timeout: dialTimeout}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("smtp %s: %w", addr, err)
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	_ = conn.SetDeadline(deadline)
	// A cancelled ctx unblocks a read or write at once.
	stop := context.AfterFunc(ctx, func() { _ = conn.SetDeadline(time.Unix(1, 0)) })
	defer stop()
	if s.implicitTLS {
		tc := tls.Client(conn, s.tlsConfig())
		if err := tc.HandshakeContext(ctx); err != nil {
			return fmt.Errorf("smtp %s: TLS: %w", addr, err)
		}
		conn = tc
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		return fmt.Errorf("smtp %s: %w", addr, err)
	}
	defer c.Close()
	hello := s.HelloName
	if hello == "" {
		hello = "localhost"
	} else if ip := net.ParseIP(hello); ip != nil {
		// An address is given as a literal (RFC 5321 §4.1.3).
		hello = "[" + ip.String() + "]"
		if ip.To4() == nil {
			hello = "[IPv6:" + ip.String() + "]"
		}
	}
	if err := c.Hello(hello); err != nil {
		return fmt.Errorf("smtp %s: EHLO: %w", addr, err)
	}
	if !s.implicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(s.tlsConfig()); err != nil {
				return fmt.Errorf("smtp %s: STARTTLS: %w", addr, err)
			}
		} else if !loopback(s.host) {
			return fmt.Errorf("smtp %s: the server offers no STARTTLS; the portal sends mail in the clear only to this machine (use smtps:// for TLS on connect)", addr)
		}
	}
	if s.user != "" {
		if ok, _ := c.Extension("AUTH"); !ok {
			return fmt.Errorf("smtp %s: the URL has a user but the server offers no AUTH", addr)
		}
		if err := c.Auth(smtp.PlainAuth("", s.user, s.pass, s.host)); err != nil {
			return fmt.Errorf("smtp %s: AUTH as %s: %w", addr, s.user, err)
		}
	}
	if err := c.Mail(from); err != nil {
		return fmt.Errorf("smtp %s: MAIL FROM: %w", addr, err)
	}
	for _, rcpt := range to {
		if err := c.Rcpt(rcpt); err != nil {
			return fmt.Errorf("smtp %s: RCPT TO: %w", addr, permanent(err))
		}
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", addr, permanent(err))
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", addr, err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("smtp %s: DATA: %w", addr, permanent(err))
	}
	// The message is accepted; a failed QUIT changes nothing.
	_ = c.Quit()
	return nil
}

// permanent marks a 5xx answer as a refusal for good.
func permanent(err error) error {
	var tp *textproto.Error
	if errors.As(err, &tp) && tp.Code >= 500 && tp.Code < 600 {
		return fmt.Errorf("%w: %w", ErrRejected, err)
	}
	return err
}
