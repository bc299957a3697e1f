package guest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

const siteOrigin = "https://www.prairiewave.example"

// newTestHandler returns a handler over a fresh store where avery is on the
// news and offers lists.
func newTestHandler(t *testing.T, st *store.Store) http.Handler {
	t.Helper()
	ctx := context.Background()
	for _, s := range append(testSubs, portal.Subscription{Key: "outages", Name: "Planned maintenance notices"}) {
		if err := st.PutSubscription(ctx, s.Key, s.Name); err != nil {
			t.Fatal(err)
		}
		if err := st.Subscribe(ctx, "avery@demo.test", s.Key); err != nil {
			t.Fatal(err)
		}
	}
	return NewHandler(st, testSecret, []string{siteOrigin + "/", "http://localhost:5173"}, nil)
}

type reply struct {
	status int
	header http.Header
	body   answer
	raw    string
}

func do(t *testing.T, h http.Handler, method, path, origin, body string) reply {
	t.Helper()
	r := httptest.NewRequest(method, "http://portal.example"+path, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	if origin != "" {
		r.Header.Set("Origin", origin)
	}
	r = r.WithContext(httpx.WithRequestID(r.Context(), "req-test-1"))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	rep := reply{status: w.Code, header: w.Header(), raw: w.Body.String()}
	if rep.raw != "" {
		if err := json.Unmarshal(w.Body.Bytes(), &rep.body); err != nil {
			t.Fatalf("answer is not JSON: %q", rep.raw)
		}
	}
	return rep
}

func utBody(ut string) string {
	b, _ := json.Marshal(map[string]string{"ut": ut})
	return string(b)
}

func subscriptionKeys(t *testing.T, st *store.Store) []string {
	t.Helper()
	subs, err := st.Subscriptions(context.Background(), "avery@demo.test")
	if err != nil {
		t.Fatal(err)
	}
	keys := []string{}
	for _, s := range subs {
		keys = append(keys, s.Key)
	}
	return keys
}

// covers: PLAT-164, PLAT-166, PLAT-170, PLAT-173
func TestUnsubscribeSuccessThenReplay(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			st := e.Open(t)
			h := newTestHandler(t, st)
			ut := Sign(testSecret, "Avery@demo.test", testSubs)

			rep := do(t, h, http.MethodPost, UnsubscribePath, siteOrigin, utBody(ut))
			if rep.status != http.StatusOK || rep.body.Error != 0 || rep.body.Message == "" {
				t.Fatalf("first use: %d %s", rep.status, rep.raw)
			}
			if got := rep.header.Get("Access-Control-Allow-Origin"); got != siteOrigin {
				t.Fatalf("Allow-Origin = %q", got)
			}
			if got := subscriptionKeys(t, st); !reflect.DeepEqual(got, []string{"outages"}) {
				t.Fatalf("lists left = %v, want only outages", got)
			}

			// The same link again: 410 Gone with the reason (the app says the link was
			// already used), nothing changes.
			if err := st.Subscribe(context.Background(), "avery@demo.test", "news"); err != nil {
				t.Fatal(err)
			}
			rep = do(t, h, http.MethodPost, UnsubscribePath, siteOrigin, utBody(ut))
			if rep.status != http.StatusGone || rep.body.Error != 1 || rep.body.Message != "This link was already used." {
				t.Fatalf("replay: %d %s", rep.status, rep.raw)
			}
			if got := subscriptionKeys(t, st); !reflect.DeepEqual(got, []string{"news", "outages"}) {
				t.Fatalf("replay changed lists: %v", got)
			}

			// A new link for the same address and lists works again.
			rep = do(t, h, http.MethodPost, UnsubscribePath, "", utBody(Sign(testSecret, "avery@demo.test", testSubs)))
			if rep.status != http.StatusOK {
				t.Fatalf("fresh link: %d %s", rep.status, rep.raw)
			}
		})
	}
}

// covers: PLAT-166, PLAT-167, PLAT-172
func TestUnsubscribeRefusesBadTokens(t *testing.T) {
	st := storetest.SQLite(t)
	h := newTestHandler(t, st)
	good := Sign(testSecret, "avery@demo.test", testSubs)
	first, _, _ := strings.Cut(good, ".")
	forged := first + "." + strings.Repeat("A", 43)
	otherKey := Sign([]byte("someone else's secret"), "avery@demo.test", testSubs)
	cases := map[string]string{
		"forged MAC":         utBody(forged),
		"other secret":       utBody(otherKey),
		"garbage token":      utBody("garbage"),
		"empty token":        utBody(""),
		"unsigned payload":   utBody(first),
		"too long token":     utBody(good + strings.Repeat("x", MaxTokenLength)),
		"body not JSON":      "ut=" + good,
		"ut not a string":    `{"ut": 42}`,
		"ut missing":         `{"token": "x"}`,
		"body is an array":   `["` + good + `"]`,
		"body is null":       `null`,
		"empty body":         ``,
		"two JSON values":    utBody(good) + utBody(good),
		"trailing garbage":   utBody(good) + "}",
		"oversized body":     `{"ut": "` + strings.Repeat("A", MaxBodyBytes) + `"}`,
		"oversized padding":  utBody(good) + strings.Repeat(" ", MaxBodyBytes),
		"truncated JSON":     `{"ut": "` + good,
		"nested wrong types": `{"ut": {"email": "avery@demo.test"}}`,
	}
	for name, body := range cases {
		t.Run(name, func(t *testing.T) {
			rep := do(t, h, http.MethodPost, UnsubscribePath, siteOrigin, body)
			if rep.status != 450 || rep.body.Error != 1 || rep.body.Message == "" {
				t.Fatalf("%d %s", rep.status, rep.raw)
			}
			if strings.Contains(rep.raw, "guest:") || strings.Contains(rep.raw, "json:") {
				t.Fatalf("internal error text leaked: %s", rep.raw)
			}
		})
	}
	if got := subscriptionKeys(t, st); len(got) != 3 {
		t.Fatalf("a refused request changed the lists: %v", got)
	}
}

// covers: PLAT-170, PLAT-172
func TestUnsubscribeStoreFaultIs500WithRequestID(t *testing.T) {
	st := storetest.SQLite(t)
	h := newTestHandler(t, st)
	st.Close() // every query now fails
	rep := do(t, h, http.MethodPost, UnsubscribePath, "", utBody(Sign(testSecret, "avery@demo.test", testSubs)))
	if rep.status != http.StatusInternalServerError || rep.body.RequestID != "req-test-1" {
		t.Fatalf("%d %s", rep.status, rep.raw)
	}
	if strings.Contains(strings.ToLower(rep.raw), "sql") || strings.Contains(rep.raw, "closed") {
		t.Fatalf("raw error leaked: %s", rep.raw)
	}
}

// covers: PLAT-170
func TestUnsubscribeWrongMethodAndPath(t *testing.T) {
	h := newTestHandler(t, storetest.SQLite(t))
	for _, m := range []string{http.MethodGet, http.MethodPut, http.MethodDelete, http.MethodPatch} {
		rep := do(t, h, m, UnsubscribePath, "", "")
		if rep.status != http.StatusMethodNotAllowed || !strings.Contains(rep.header.Get("Allow"), "POST") {
			t.Fatalf("%s: %d %v", m, rep.status, rep.header)
		}
	}
	if rep := do(t, h, http.MethodPost, "/guest/other", "", `{}`); rep.status != http.StatusNotFound {
		t.Fatalf("other path: %d", rep.status)
	}
}

// covers: PLAT-164, PLAT-170
func TestCORS(t *testing.T) {
	h := newTestHandler(t, storetest.SQLite(t))
	t.Run("preflight from a configured origin", func(t *testing.T) {
		for _, origin := range []string{siteOrigin, "http://localhost:5173"} {
			r := httptest.NewRequest(http.MethodOptions, "http://portal.example"+UnsubscribePath, nil)
			r.Header.Set("Origin", origin)
			r.Header.Set("Access-Control-Request-Method", "POST")
			r.Header.Set("Access-Control-Request-Headers", "content-type")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			hd := w.Header()
			if w.Code != http.StatusNoContent || hd.Get("Access-Control-Allow-Origin") != origin ||
				hd.Get("Access-Control-Allow-Methods") != "POST" || hd.Get("Access-Control-Allow-Headers") != "Content-Type" ||
				hd.Get("Access-Control-Max-Age") == "" || !strings.Contains(strings.Join(hd.Values("Vary"), ","), "Origin") {
				t.Fatalf("%s: %d %v", origin, w.Code, hd)
			}
		}
	})
	t.Run("preflight from another origin", func(t *testing.T) {
		for _, origin := range []string{"https://evil.example", "https://www.prairiewave.example.evil.example", "null", siteOrigin + ":8443", "http://www.prairiewave.example"} {
			rep := do(t, h, http.MethodOptions, UnsubscribePath, origin, "")
			if rep.status == http.StatusNoContent || rep.header.Get("Access-Control-Allow-Origin") != "" {
				t.Fatalf("%s: %d %v", origin, rep.status, rep.header)
			}
		}
	})
	t.Run("POST from another origin", func(t *testing.T) {
		rep := do(t, h, http.MethodPost, UnsubscribePath, "https://evil.example", utBody(Sign(testSecret, "avery@demo.test", testSubs)))
		if rep.status != http.StatusForbidden || rep.header.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("%d %v", rep.status, rep.header)
		}
	})
	t.Run("POST from the portal's own page", func(t *testing.T) {
		rep := do(t, h, http.MethodPost, UnsubscribePath, "https://portal.example", utBody(Sign(testSecret, "avery@demo.test", testSubs[:1])))
		if rep.status != http.StatusOK || rep.header.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("%d %s %v", rep.status, rep.raw, rep.header)
		}
	})
	t.Run("POST without Origin", func(t *testing.T) {
		rep := do(t, h, http.MethodPost, UnsubscribePath, "", utBody(Sign(testSecret, "avery@demo.test", testSubs[1:])))
		if rep.status != http.StatusOK || rep.header.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("%d %s %v", rep.status, rep.raw, rep.header)
		}
	})
}
