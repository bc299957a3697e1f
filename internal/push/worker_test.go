package push_test

import (
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/mail"
	"myaccount/internal/portal"
	"myaccount/internal/push"
	"myaccount/internal/store/storetest"
)

var b64 = base64.RawURLEncoding

// browser is a stand-in browser's subscription keys (RFC 8291): a P-256
// key pair and a 16-byte auth secret.
type browser struct {
	priv *ecdh.PrivateKey
	auth []byte
}

func newBrowser(t *testing.T) browser {
	t.Helper()
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	return browser{priv: k, auth: auth}
}

func (b browser) p256dh() string { return b64.EncodeToString(b.priv.PublicKey().Bytes()) }

// decrypt opens an aes128gcm body (RFC 8188 with RFC 8291's keys) as the
// browser would.
func (b browser) decrypt(t *testing.T, body []byte) []byte {
	t.Helper()
	if len(body) < 21 {
		t.Fatalf("body of %d bytes", len(body))
	}
	salt, rs, idLen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	asPublic, ciphertext := body[21:21+idLen], body[21+idLen:]
	if rs < 18 || idLen != 65 {
		t.Fatalf("record size %d, key id of %d bytes", rs, idLen)
	}
	as, err := ecdh.P256().NewPublicKey(asPublic)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := b.priv.ECDH(as)
	if err != nil {
		t.Fatal(err)
	}
	info := append(append([]byte("WebPush: info\x00"), b.priv.PublicKey().Bytes()...), asPublic...)
	ikm, err := hkdf.Key(sha256.New, secret, b.auth, string(info), 32)
	if err != nil {
		t.Fatal(err)
	}
	cek, _ := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	nonce, _ := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	block, _ := aes.NewCipher(cek)
	gcm, _ := cipher.NewGCM(block)
	if len(ciphertext) > int(rs) {
		t.Fatalf("more than one record (%d > %d)", len(ciphertext), rs)
	}
	plain, err := gcm.Open(nil, nonce, ciphertext, nil)
	if err != nil {
		t.Fatalf("the payload does not decrypt: %v", err)
	}
	// The last record ends with the delimiter 2, then zero padding.
	end := bytes.LastIndexFunc(plain, func(r rune) bool { return r != 0 })
	if end < 0 || plain[end] != 2 {
		t.Fatalf("no last-record delimiter")
	}
	return plain[:end]
}

// checkVAPID verifies the Authorization header (RFC 8292): "vapid t=JWT,
// k=key", the key the installation's, the JWT signed with it (ES256), for
// the endpoint's origin, with the subject and an expiry within 24 h.
func checkVAPID(t *testing.T, header string, keys push.Keys, origin, subject string) {
	t.Helper()
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		t.Fatalf("Authorization %q", header)
	}
	var token, key string
	for _, part := range strings.Split(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			token = v
		case "k":
			key = v
		}
	}
	if key != keys.Public {
		t.Fatalf("k=%q, want the installation's public key", key)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		t.Fatalf("token %q", token)
	}
	raw, _ := b64.DecodeString(key)
	x, y := elliptic.Unmarshal(elliptic.P256(), raw) //nolint:staticcheck // the test reads the point as the push service would
	pub := &ecdsa.PublicKey{Curve: elliptic.P256(), X: x, Y: y}
	sig, err := b64.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		t.Fatalf("signature %q", parts[2])
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		t.Fatal("the VAPID token's signature does not verify with the public key")
	}
	var head struct{ Alg string }
	var claims struct {
		Aud string
		Sub string
		Exp int64
	}
	h, _ := b64.DecodeString(parts[0])
	c, _ := b64.DecodeString(parts[1])
	if json.Unmarshal(h, &head) != nil || json.Unmarshal(c, &claims) != nil || head.Alg != "ES256" {
		t.Fatalf("token header %s claims %s", h, c)
	}
	if claims.Aud != origin || claims.Sub != subject || claims.Exp < time.Now().Unix() || claims.Exp > time.Now().Add(24*time.Hour).Unix() {
		t.Fatalf("claims %+v (origin %s, subject %s)", claims, origin, subject)
	}
}

type received struct {
	path, encoding, ttl string
	payload             push.Payload
}

// covers: issue 32 item 1 (Web Push: VAPID keys in the data folder, the
// pushes of an outage encrypted and signed, a 410 removing the
// subscription)
//
// An outage declared for a site goes to the push service of the login's
// browser: the stand-in checks the VAPID header and decrypts the payload
// with the browser's private key, finding the e-mail's subject in the
// login's language and the dashboard's link; a push service's 500 is
// retried; a 410 deletes the subscription, so the next update sends
// nothing.
func TestWorkerSendsEncryptedPushes(t *testing.T) {
	dir := t.TempDir()
	keys, err := push.LoadKeys(dir)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(dir, push.KeyFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", info, err)
	}
	if again, err := push.LoadKeys(dir); err != nil || again != keys {
		t.Fatalf("keys read again: %v (same %v)", err, again == keys)
	}
	if err := os.WriteFile(filepath.Join(dir, push.KeyFile), []byte(`{"publicKey":"x","privateKey":"y"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := push.LoadKeys(dir); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("damaged keys: %v", err)
	}

	ann := newBrowser(t)
	var mu sync.Mutex
	clock := time.Now()
	var got []received
	status := http.StatusCreated
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		checkVAPID(t, r.Header.Get("Authorization"), keys, srv.URL, "mailto:support@prairiewave.example")
		body, _ := io.ReadAll(r.Body)
		var p push.Payload
		if err := json.Unmarshal(ann.decrypt(t, body), &p); err != nil {
			t.Errorf("payload: %v", err)
		}
		mu.Lock()
		got = append(got, received{r.URL.Path, r.Header.Get("Content-Encoding"), r.Header.Get("TTL"), p})
		code := status
		mu.Unlock()
		w.WriteHeader(code)
	}))
	defer srv.Close()

	s := storetest.SQLite(t)
	ctx := context.Background()
	act := func(what string) *portal.StaffAction {
		return &portal.StaffAction{Actor: "test", Action: what, Subject: what, At: time.Now()}
	}
	if _, _, err := s.PutSite(ctx, portal.Site{Code: "north", Name: "North"},
		func(*portal.Site) (*portal.StaffAction, error) { return act("site"), nil }); err != nil {
		t.Fatal(err)
	}
	id, err := s.CreateIdentity(ctx, "ann@demo.test", "hash")
	must(t, err)
	must(t, s.PutAccount(ctx, portal.Account{ID: 4001, Name: "Ann"}))
	must(t, s.LinkAccount(ctx, id, 4001, true))
	must(t, s.SetAccountSite(ctx, 4001, "north", *act("account-site")))
	storetest.Exec(t, s, `UPDATE identities SET language = 'fr' WHERE id = ?`, id)
	must(t, s.PutPushSubscription(ctx, portal.PushSubscription{Identity: id, Endpoint: srv.URL + "/push/ann",
		P256dh: ann.p256dh(), Auth: b64.EncodeToString(ann.auth), Language: "fr"}))

	w, err := push.NewWorker(push.Config{Outbox: s, Keys: keys, Subject: push.Subject("", "support@prairiewave.example"),
		Brand: mail.Brand{Branding: portal.DemoBranding, PublicURL: "https://myaccount.example", Location: time.UTC},
		Now:   func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }})
	must(t, err)

	o := portal.Outage{ExternalID: "o1", Kind: portal.OutageKindOutage, Title: "Fibre cut", TitleFR: "Fibre coupée",
		Sites: []string{"north"}, StartsAt: time.Now().Truncate(time.Millisecond)}
	declare := func(kind portal.MailKind) {
		t.Helper()
		if _, _, err := s.PutOutage(ctx, o, func(*portal.Outage) (*portal.StaffAction, portal.MailKind, error) {
			return act(string(kind)), kind, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	declare(portal.MailOutageStarted)
	// The push service fails once: the push is retried.
	mu.Lock()
	status, clock = http.StatusInternalServerError, time.Now()
	mu.Unlock()
	if n, err := w.Drain(ctx); err != nil || n != 0 {
		t.Fatalf("drain against a 500: %d %v", n, err)
	}
	mu.Lock()
	status = http.StatusCreated
	clock = clock.Add(push.DefaultBackoff) // the first retry's wait
	mu.Unlock()
	if n, err := w.Drain(ctx); err != nil || n != 1 {
		t.Fatalf("drain: %d %v", n, err)
	}
	if len(got) != 2 {
		t.Fatalf("received %+v", got)
	}
	r := got[1]
	if r.path != "/push/ann" || r.encoding != "aes128gcm" || r.ttl != "43200" {
		t.Fatalf("request %+v", r)
	}
	if r.payload.Title != "Panne dans votre secteur\u00a0: Fibre coupée" || !strings.HasPrefix(r.payload.Body, "Une panne touche") ||
		r.payload.URL != "https://myaccount.example/ui/" || r.payload.Icon != "https://myaccount.example/ui/icon-192.png" ||
		r.payload.Tag != "o1" {
		t.Fatalf("payload %+v", r.payload)
	}
	pushes, _ := s.Pushes(ctx, 0)
	if len(pushes) != 1 || pushes[0].SentAt.IsZero() || pushes[0].Attempts != 2 {
		t.Fatalf("record %+v", pushes)
	}

	// The browser unsubscribed: the push service answers 410, the
	// subscription goes, and the next update is written for nobody.
	o.Updates = []portal.OutageUpdate{{At: time.Now().Truncate(time.Millisecond), Text: "Crew on site"}}
	declare(portal.MailOutageUpdated)
	mu.Lock()
	status, clock = http.StatusGone, time.Now()
	mu.Unlock()
	if n, err := w.Drain(ctx); err != nil || n != 0 {
		t.Fatalf("drain against a 410: %d %v", n, err)
	}
	if subs, _ := s.PushSubscriptions(ctx, id); len(subs) != 0 {
		t.Fatalf("subscriptions after a 410: %+v", subs)
	}
	if got[2].payload.Title != "Mise à jour\u00a0: Fibre coupée" {
		t.Fatalf("update's payload %+v", got[2].payload)
	}
	o.ResolvedAt, o.Resolution = time.Now(), "Fixed"
	declare(portal.MailOutageResolved)
	mu.Lock()
	clock = time.Now()
	mu.Unlock()
	if n, err := w.Drain(ctx); err != nil || n != 0 || len(got) != 3 {
		t.Fatalf("after the subscription went: %d %v, %d requests", n, err, len(got))
	}
	pushes, _ = s.Pushes(ctx, 0)
	if len(pushes) != 2 || pushes[0].FailedAt.IsZero() || !strings.Contains(pushes[0].LastError, "410") {
		t.Fatalf("records %+v", pushes)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// The VAPID subject: the setting, else the branding's e-mail, as mailto:.
func TestSubject(t *testing.T) {
	for _, c := range [][3]string{
		{"", "help@isp.example", "mailto:help@isp.example"},
		{"https://isp.example/contact", "help@isp.example", "https://isp.example/contact"},
		{"mailto:noc@isp.example", "", "mailto:noc@isp.example"},
		{"noc@isp.example", "", "mailto:noc@isp.example"},
		{"", "", ""},
	} {
		if got := push.Subject(c[0], c[1]); got != c[2] {
			t.Errorf("Subject(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
