package guest

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"myaccount/internal/portal"
)

var testSecret = []byte("test-secret-of-32-bytes-at-least!")

var testSubs = []portal.Subscription{
	{Key: "news", Name: "Monthly newsletter"},
	{Key: "offers", Name: "Special offers and promotions"},
}

// signRaw signs an arbitrary first part, to build tokens whose signature is
// right but whose payload is not.
func signRaw(secret []byte, payloadJSON string) string {
	first := base64.RawURLEncoding.EncodeToString([]byte(payloadJSON))
	return first + "." + base64.RawURLEncoding.EncodeToString(mac(secret, first))
}

// covers: PLAT-166
func TestSignVerifyRoundTrip(t *testing.T) {
	ut := Sign(testSecret, "avery@demo.test", testSubs)
	p, err := Verify(testSecret, ut)
	if err != nil {
		t.Fatalf("Verify(Sign(...)): %v", err)
	}
	if p.Email != "avery@demo.test" || !reflect.DeepEqual(p.Subscriptions, testSubs) {
		t.Fatalf("payload = %+v", p)
	}
	if got := p.Keys(); !reflect.DeepEqual(got, []string{"news", "offers"}) {
		t.Fatalf("Keys = %v", got)
	}
	// The app decodes the first part itself: it must be plain base64url JSON
	// with email and subscriptions as [key, name] pairs.
	first, _, _ := strings.Cut(ut, ".")
	raw, err := base64.RawURLEncoding.DecodeString(first)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"email":"avery@demo.test"`) ||
		!strings.Contains(string(raw), `"subscriptions":[["news","Monthly newsletter"],["offers","Special offers and promotions"]]`) {
		t.Fatalf("first part = %s", raw)
	}
	// Two links for the same address and lists are distinct, so using one
	// does not burn the other.
	if Sign(testSecret, "avery@demo.test", testSubs) == ut {
		t.Fatal("Sign returned the same token twice")
	}
}

// covers: PLAT-166, PLAT-167
func TestVerifyRejects(t *testing.T) {
	good := Sign(testSecret, "avery@demo.test", testSubs)
	first, sig, _ := strings.Cut(good, ".")
	cases := map[string]struct {
		secret []byte
		ut     string
	}{
		"empty":                {testSecret, ""},
		"no dot":               {testSecret, first},
		"empty signature":      {testSecret, first + "."},
		"empty payload":        {testSecret, "." + sig},
		"three parts":          {testSecret, good + ".x"},
		"wrong secret":         {[]byte("another secret"), good},
		"no secret":            {nil, good},
		"padded signature":     {testSecret, good + "="},
		"std base64 signature": {testSecret, first + "." + strings.NewReplacer("-", "+", "_", "/").Replace(sig) + "+"},
		"too long":             {testSecret, good + strings.Repeat("A", MaxTokenLength)},
		"not json":             {testSecret, signRaw(testSecret, "hello")},
		"json array":           {testSecret, signRaw(testSecret, `[1,2]`)},
		"json null":            {testSecret, signRaw(testSecret, `null`)},
		"trailing data":        {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["k","n"]]} x`)},
		"no email":             {testSecret, signRaw(testSecret, `{"subscriptions":[["k","n"]]}`)},
		"email not string":     {testSecret, signRaw(testSecret, `{"email":5,"subscriptions":[["k","n"]]}`)},
		"bad email":            {testSecret, signRaw(testSecret, `{"email":"not an email","subscriptions":[["k","n"]]}`)},
		"display name email":   {testSecret, signRaw(testSecret, `{"email":"Avery <a@b.c>","subscriptions":[["k","n"]]}`)},
		"no subscriptions":     {testSecret, signRaw(testSecret, `{"email":"a@b.c"}`)},
		"empty subscriptions":  {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[]}`)},
		"subscriptions object": {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":{"k":"n"}}`)},
		"one-element pair":     {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["k"]]}`)},
		"three-element pair":   {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["k","n","x"]]}`)},
		"number in pair":       {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["k",1]]}`)},
		"null pair":            {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[null]}`)},
		"empty key":            {testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["","n"]]}`)},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			p, err := Verify(c.secret, c.ut)
			if err == nil {
				t.Fatalf("Verify accepted %q: %+v", c.ut, p)
			}
			if !errors.Is(err, ErrInvalidToken) {
				t.Fatalf("error %v does not wrap ErrInvalidToken", err)
			}
		})
	}
	// The bare api.md format, without a nonce, is accepted.
	if _, err := Verify(testSecret, signRaw(testSecret, `{"email":"a@b.c","subscriptions":[["k","n"]]}`)); err != nil {
		t.Fatalf("bare format refused: %v", err)
	}
}

// covers: PLAT-166, PLAT-167
func FuzzVerify(f *testing.F) {
	f.Add("avery@demo.test", "news", "Monthly newsletter", "", 0, byte(1))
	f.Add("a@b.c", "offers", "Special offers", "garbage.token", 3, byte(0x80))
	f.Add("x@y", "k", "n", "", 50, byte('.'))
	f.Add("", "", "", "eyJlbWFpbCI6ImFAYi5jIn0.AAAA", 10, byte('A'))
	f.Fuzz(func(t *testing.T, email, key, name, raw string, pos int, flip byte) {
		// Arbitrary input never panics and never verifies without the MAC.
		if _, err := Verify(testSecret, raw); err == nil {
			t.Fatalf("random input verified: %q", raw)
		}
		subs := []portal.Subscription{{Key: key, Name: name}}
		ut := Sign(testSecret, email, subs)
		p, err := Verify(testSecret, ut)
		// JSON turns invalid UTF-8 into U+FFFD, so only valid text is
		// expected to round-trip exactly.
		text := utf8.ValidString(email) && utf8.ValidString(key) && utf8.ValidString(name)
		switch {
		case !text:
		case validEmail(email) && key != "" && name != "" && len(ut) <= MaxTokenLength:
			// A token from Sign always verifies and round-trips.
			if err != nil {
				t.Fatalf("Sign(%q, %q, %q) did not verify: %v", email, key, name, err)
			}
			if p.Email != email || !reflect.DeepEqual(p.Subscriptions, subs) {
				t.Fatalf("Sign(%q, %q, %q) came back as %+v", email, key, name, p)
			}
		case err == nil:
			t.Fatalf("Sign of invalid input verified: %q %q %q", email, key, name)
		}
		// Any changed byte never verifies.
		if flip == 0 {
			flip = 1
		}
		i := int(uint(pos) % uint(len(ut)))
		b := []byte(ut)
		b[i] ^= flip
		if _, err := Verify(testSecret, string(b)); err == nil {
			t.Fatalf("token with byte %d changed verified: %q", i, b)
		}
	})
}
