package api_test

import (
	"context"
	"crypto/ecdh"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"myaccount/internal/api"
	"myaccount/internal/push"
	"myaccount/internal/services"
)

// covers: issue 32 item 1 (Web Push: me.1/webpush and me.1/webpushremove)
//
// GET me.1/webpush answers the VAPID public key; POST keeps the browser's
// subscription once its endpoint (https; http://127.0.0.1 only in demo and
// test mode) and its keys (p256dh a 65-byte P-256 point, auth 16 bytes)
// check out, with a message for each refusal; me.2 answers like anything
// missing; webpushremove removes the login's own subscription only; no
// token is 401.
func TestWebPushSubscriptions(t *testing.T) {
	keys, err := push.NewKeys()
	if err != nil {
		t.Fatal(err)
	}
	w := newWorld(t)
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{VAPIDPublicKey: keys.Public})
	ctx := context.Background()

	a := w.call("GET", "me.1/webpush", w.token, nil)
	if a.status != 200 || a.object()["publickey"] != keys.Public {
		t.Fatalf("GET: %d %v", a.status, a.body)
	}
	if a := w.call("GET", "me.2/webpush", w.token, nil); a.status != 450 || a.body["message"] == "" {
		t.Fatalf("me.2: %d %v", a.status, a.body)
	}
	if a := w.call("GET", "me.1/webpush", "", nil); a.status != 401 {
		t.Fatalf("no token: %d", a.status)
	}

	b64 := base64.RawURLEncoding.EncodeToString
	k, _ := ecdh.P256().GenerateKey(rand.Reader)
	p256dh := b64(k.PublicKey().Bytes())
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	sub := func(endpoint, p, au string) map[string]any {
		return map[string]any{"endpoint": endpoint, "keys": map[string]any{"p256dh": p, "auth": au}}
	}
	const ep = "https://fcm.googleapis.com/fcm/send/abc123"
	for name, body := range map[string]map[string]any{
		"http endpoint":      sub("http://127.0.0.1:9/push", p256dh, b64(auth)),
		"no endpoint":        sub("", p256dh, b64(auth)),
		"not a URL":          sub("push me", p256dh, b64(auth)),
		"a short auth":       sub(ep, p256dh, b64(auth[:8])),
		"a compressed point": sub(ep, b64(k.PublicKey().Bytes()[:33]), b64(auth)),
		"a point off curve":  sub(ep, b64(append([]byte{4}, make([]byte, 64)...)), b64(auth)),
		"not base64":         sub(ep, "!!!", b64(auth)),
		"no keys":            {"endpoint": ep},
	} {
		a := w.call("POST", "me.1/webpush", w.token, body)
		if a.status != 450 || a.body["message"] == "" {
			t.Fatalf("%s: %d %v", name, a.status, a.body)
		}
	}
	if subs, _ := w.st.PushSubscriptions(ctx, w.avery); len(subs) != 0 {
		t.Fatalf("refused subscriptions kept: %+v", subs)
	}
	if a := w.call("POST", "me.1/webpush", "", sub(ep, p256dh, b64(auth))); a.status != 401 {
		t.Fatalf("no token: %d", a.status)
	}
	if a := w.call("POST", "me.2/webpush", w.token, sub(ep, p256dh, b64(auth))); a.status != 450 {
		t.Fatalf("me.2: %d %v", a.status, a.body)
	}
	// Browsers give the keys padded or not.
	a = w.call("POST", "me.1/webpush", w.token, sub(ep, p256dh, base64.URLEncoding.EncodeToString(auth)))
	if a.status != 200 || a.body["success"] != true || !strings.Contains(fmt.Sprint(a.body), "on for this device") {
		t.Fatalf("subscribe: %d %v", a.status, a.body)
	}
	subs, _ := w.st.PushSubscriptions(ctx, w.avery)
	if len(subs) != 1 || subs[0].Endpoint != ep || subs[0].P256dh != p256dh || subs[0].Auth != b64(auth) {
		t.Fatalf("kept: %+v", subs)
	}

	// Blake cannot remove avery's device; avery can.
	if a := w.call("POST", "me.1/webpushremove", w.btoken, map[string]any{"endpoint": ep}); a.status != 200 {
		t.Fatalf("blake's removal: %d %v", a.status, a.body)
	}
	if subs, _ := w.st.PushSubscriptions(ctx, w.avery); len(subs) != 1 {
		t.Fatalf("blake removed avery's device: %+v", subs)
	}
	if a := w.call("POST", "me.1/webpushremove", w.token, map[string]any{"endpoint": ""}); a.status != 450 || a.body["message"] == "" {
		t.Fatalf("empty removal: %d %v", a.status, a.body)
	}
	if a := w.call("POST", "me.1/webpushremove", w.token, map[string]any{"endpoint": ep}); a.status != 200 {
		t.Fatalf("removal: %d %v", a.status, a.body)
	}
	if subs, _ := w.st.PushSubscriptions(ctx, w.avery); len(subs) != 0 {
		t.Fatalf("after removal: %+v", subs)
	}

	// In demo and test mode, the tests' stand-in push service on
	// 127.0.0.1 is allowed over http (and no other host).
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{VAPIDPublicKey: keys.Public, LocalPush: true})
	if a := w.call("POST", "me.1/webpush", w.token, sub("http://127.0.0.1:9/push/1", p256dh, b64(auth))); a.status != 200 {
		t.Fatalf("local: %d %v", a.status, a.body)
	}
	if a := w.call("POST", "me.1/webpush", w.token, sub("http://localhost.example:9/push/1", p256dh, b64(auth))); a.status != 450 {
		t.Fatalf("local other host: %d %v", a.status, a.body)
	}
	// Without keys, push is off: the key is empty and subscribing refused.
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{})
	if a := w.call("GET", "me.1/webpush", w.token, nil); a.object()["publickey"] != "" {
		t.Fatalf("off: %v", a.body)
	}
	if a := w.call("POST", "me.1/webpush", w.token, sub(ep, p256dh, b64(auth))); a.status != 450 {
		t.Fatalf("off: %d %v", a.status, a.body)
	}
}
