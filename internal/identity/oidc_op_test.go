package identity

// Sign-in through a real OpenID provider: zitadel/oidc's op package with the
// in-memory storage of its example server, unmodified. Like most providers it
// puts the e-mail address in the userinfo answer, not in the ID token of a
// code flow, and omits email_verified when it is false.

import (
	"crypto/sha256"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zitadel/oidc/v3/example/server/storage"
	"github.com/zitadel/oidc/v3/pkg/op"
	"golang.org/x/text/language"

	"myaccount/internal/portal"
)

// opUsers is the provider's user list (the example storage's UserStore).
type opUsers struct{ byID map[string]*storage.User }

func (u opUsers) GetUserByID(id string) *storage.User { return u.byID[id] }
func (u opUsers) GetUserByUsername(name string) *storage.User {
	for _, x := range u.byID {
		if x.Username == name {
			return x
		}
	}
	return nil
}
func (u opUsers) ExampleClientID() string { return storage.ServiceUserID }

// testOP is a running provider whose login page signs in the user named by
// signInAs, as if they typed their password.
type testOP struct {
	issuer   string
	mu       sync.Mutex // orders the test's writes before the provider's reads
	who      string
	clients  map[string]*storage.Client
	clientID string
}

func (o *testOP) signInAs(username string) { o.mu.Lock(); o.who = username; o.mu.Unlock() }

// register adds the portal, once its address is known, as the provider's
// client.
func (o *testOP) register(callback string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.clients[o.clientID] = storage.WebClient(o.clientID, "client-secret", callback)
}

// realOP starts an OpenID provider configured like zitadel's example server.
func realOP(t *testing.T, users ...*storage.User) *testOP {
	t.Helper()
	srv := httptest.NewUnstartedServer(nil)
	o := &testOP{issuer: "http://" + srv.Listener.Addr().String(), clients: map[string]*storage.Client{}, clientID: "myaccount"}
	byID := map[string]*storage.User{}
	for _, u := range users {
		byID[u.ID] = u
	}
	st := storage.NewStorageWithClients(opUsers{byID}, o.clients)
	provider, err := op.NewProvider(&op.Config{
		CryptoKey:                sha256.Sum256([]byte("test")),
		DefaultLogoutRedirectURI: "/logged-out",
		CodeMethodS256:           true,
		AuthMethodPost:           true,
		SupportedUILocales:       []language.Tag{language.English},
	}, st, op.StaticIssuer(o.issuer), op.WithAllowInsecure())
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	// The example's login page, minus the form: the user "types" the
	// password of the chosen username.
	mux.Handle("/login/username", op.NewIssuerInterceptor(provider.IssuerFromRequest).HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o.mu.Lock()
		name := o.who
		o.mu.Unlock()
		id := r.FormValue("authRequestID")
		u := st.CheckUsernamePassword(name, "verysecure", id)
		if u != nil {
			http.Error(w, u.Error(), http.StatusForbidden)
			return
		}
		http.Redirect(w, r, op.AuthCallbackURL(provider)(r.Context(), id), http.StatusFound)
	}))
	mux.Handle("/", provider)
	srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o.mu.Lock() // see the test's latest register
		o.mu.Unlock()
		mux.ServeHTTP(w, r)
	})
	srv.Start()
	t.Cleanup(srv.Close)
	return o
}

func newRealOPEnv(t *testing.T, users ...*storage.User) (*env, *testOP) {
	t.Helper()
	o := realOP(t, users...)
	e := newEnv(t, func(c *Config) {
		c.OIDC = &OIDCConfig{Issuer: o.issuer, ClientID: o.clientID, ClientSecret: "client-secret"}
	})
	o.register(e.srv.URL + "/auth/oidc/callback")
	e.clock.Store(time.Now().UnixMilli())
	return e, o
}

// followOP follows the provider button and every redirect, resolving the
// provider's relative addresses, and returns the portal's final answer.
func followOP(t *testing.T, b *browser) answer {
	t.Helper()
	page := b.get("/auth/login?r=myaccount")
	m := startRE.FindStringSubmatch(page.body)
	if m == nil {
		t.Fatalf("no provider button:\n%s", page.body)
	}
	at, _ := url.Parse(b.url(html.UnescapeString(m[1])))
	a := b.get(at.String())
	for hops := 0; (a.status == http.StatusFound || a.status == http.StatusSeeOther) && hops < 10; hops++ {
		next, err := at.Parse(a.header.Get("Location"))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(next.Path, "/ui") {
			break // arrived at the app
		}
		at = next
		a = b.get(at.String())
	}
	return a
}

// covers: PLAT-005
func TestOIDCRealProvider(t *testing.T) {
	users := []*storage.User{
		{ID: "u1", Username: "jane", Password: "verysecure", Email: "jane.doe@example.com", EmailVerified: true,
			PreferredLanguage: language.English},
		{ID: "u2", Username: "mallory", Password: "verysecure", Email: "blake@demo.test", EmailVerified: false,
			PreferredLanguage: language.English},
	}
	e, o := newRealOPEnv(t, users...)
	jane := e.identity("jane.doe@example.com", "unused local pass")
	e.identity("blake@demo.test", "unused local pass")

	// A standard user: the address comes from the userinfo endpoint.
	b := e.browser()
	o.signInAs("jane")
	a := followOP(t, b)
	if a.status != http.StatusSeeOther {
		t.Fatalf("standard user: %d\n%s\n%s", a.status, a.body, e.logs)
	}
	loc, _ := url.Parse(a.header.Get("Location"))
	if got, err := e.st.ConsumeLoginCode(t.Context(), portal.HashToken(loc.Query().Get("pi"))); err != nil || got != jane {
		t.Fatalf("pi of the standard user: %d, %v", got, err)
	}

	// An address the provider has not verified signs nobody in, even one a
	// MyAccount login uses.
	b = e.browser()
	o.signInAs("mallory")
	a = followOP(t, b)
	if a.status != http.StatusForbidden || !strings.Contains(a.body, text(portal.MsgAuthEmailUnverified)) {
		t.Fatalf("unverified e-mail: %d\n%s", a.status, a.body)
	}
	if b.cookie(ssoCookieName) != "" {
		t.Error("SSO cookie set for an unverified e-mail")
	}
}
