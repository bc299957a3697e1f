// Package demo generates the demo data of design/demo-data.md: the logins,
// contact accounts and everything a newcomer needs to see every screen of the
// portal, and that e2e tests name by login. `myaccount serve --demo` and the
// test suites call Seed; no binary fixtures exist.
//
// The data is organised as one function per login (logins.go, in the order
// of demo-data.md's table) plus the provider-wide data (platform.go). An
// area that adds tables later (internet usage, phone, billing, documents…)
// adds its rows inside the login functions, next to the accounts they belong
// to, so each login's story stays in one place.
package demo

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"
	_ "time/tzdata" // the provider zone must load even where the OS has no zoneinfo (scratch images)

	"myaccount/internal/guest"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// Password is every demo login's password (demo-data.md).
const Password = "demo1234"

// MarkerLogin is the login whose existence means the demo data is in place:
// Seed creates it last and adds nothing when it finds it.
const MarkerLogin = "avery@demo.test"

// DefaultLocation is the provider's time zone when Options.Location is nil
// (decisions.md, "Time").
const DefaultLocation = "America/Edmonton"

// UnsubscribePath is the app's public unsubscribe page; the demo link points
// there with the signed token in ut.
const UnsubscribePath = "/ui/public/unsubscribe"

// Options are the inputs of Seed. The same Options give the same data (the
// random parts come from fixed seeds), so tests and screenshots are stable.
type Options struct {
	// Routers is the demo's CPE-management system the simulator restarts
	// routers for; nil: none.
	Routers *Routers
	// Now anchors every relative time (traffic hours, notice dates); zero
	// means time.Now().
	Now time.Time
	// Location is the provider zone, used for hours of the day and dates in
	// texts; nil means America/Edmonton.
	Location *time.Location
	// PasswordParams are the argon2id costs of the demo passwords; zero means
	// password.Default. Tests pass password.Fast.
	PasswordParams password.Params
	// UnsubscribeSecret signs the demo unsubscribe link; it must be the
	// secret the guest handler verifies with. Required.
	UnsubscribeSecret []byte
	// PublicURL is the portal's external base URL (scheme and host, no
	// trailing slash needed); empty gives a path-only link.
	PublicURL string
	// Cards tokenizes the demo's test cards at the payment gateway (the
	// sandbox), so payments from them settle; nil when payments are off.
	Cards CardVault
	// Files keeps the demo's uploaded photos (blake's identity document);
	// nil records them without their files.
	Files portal.FileStore
}

// CardVault is a gateway that takes test cards without its hosted page
// (the sandbox).
type CardVault interface {
	AddTestCard(ctx context.Context, number string, expMonth, expYear int) (portal.GatewayCard, error)
}

// Login is one demo login as `serve --demo` prints it, so a newcomer knows
// what to sign in with and what each login demonstrates.
type Login struct {
	Login    string
	Password string
	Shows    string
}

// Result is what Seed reports whether or not it added data: the demo logins
// (in demo-data.md's order) and a fresh, signed unsubscribe link for
// avery@demo.test.
type Result struct {
	Logins         []Login
	UnsubscribeURL string
}

// Seed fills st with the demo data. It is idempotent: when MarkerLogin
// already exists it adds nothing and only builds the Result. Each login is
// created after its own data, so a seed interrupted half-way can be re-run
// and completes the logins that are missing.
func Seed(ctx context.Context, st *store.Store, o Options) (Result, error) {
	s, err := newSeeder(st, o)
	if err != nil {
		return Result{}, err
	}
	exists, err := s.loginExists(ctx, MarkerLogin)
	if err != nil {
		return Result{}, err
	}
	if !exists {
		if err := s.seedAll(ctx); err != nil {
			return Result{}, err
		}
	}
	// The staff console's demo logins came after the first demo data
	// sets: a data folder seeded before them gets them now.
	if err := seedStaffLogins(ctx, s); err != nil {
		return Result{}, err
	}
	if err := seedSites(ctx, s); err != nil {
		return Result{}, fmt.Errorf("demo: sites: %w", err)
	}
	if err := seedTickets(ctx, s); err != nil {
		return Result{}, fmt.Errorf("demo: support tickets: %w", err)
	}
	return s.result(ctx)
}

// seeder carries the resolved options and the store through the login
// functions.
type seeder struct {
	st   *store.Store
	o    Options
	now  time.Time
	loc  *time.Location
	hash func() (string, error) // hashes Password with fresh salt
}

func newSeeder(st *store.Store, o Options) (*seeder, error) {
	if st == nil {
		return nil, errors.New("demo: no store")
	}
	if len(o.UnsubscribeSecret) == 0 {
		return nil, errors.New("demo: Options.UnsubscribeSecret is required to sign the demo unsubscribe link")
	}
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	if o.Location == nil {
		loc, err := time.LoadLocation(DefaultLocation)
		if err != nil {
			return nil, fmt.Errorf("demo: load %s: %w", DefaultLocation, err)
		}
		o.Location = loc
	}
	if o.PasswordParams == (password.Params{}) {
		o.PasswordParams = password.Default
	}
	params := o.PasswordParams
	return &seeder{
		st:   st,
		o:    o,
		now:  o.Now,
		loc:  o.Location,
		hash: func() (string, error) { return password.Hash(Password, params) },
	}, nil
}

func (s *seeder) seedAll(ctx context.Context) error {
	if err := seedPlatform(ctx, s); err != nil {
		return fmt.Errorf("demo: provider-wide data: %w", err)
	}
	for _, seed := range providerSeeders {
		if err := seed(ctx, s); err != nil {
			return fmt.Errorf("demo: provider-wide data: %w", err)
		}
	}
	// The marker login goes last, so it exists only when everything does.
	var marker *demoLogin
	for i := range logins {
		l := &logins[i]
		if l.login == MarkerLogin {
			marker = l
			continue
		}
		if err := s.seedLogin(ctx, l); err != nil {
			return err
		}
	}
	return s.seedLogin(ctx, marker)
}

// seedLogin creates a login's accounts and data, then the login itself and
// its account links. A login that exists is complete and is skipped.
func (s *seeder) seedLogin(ctx context.Context, l *demoLogin) error {
	exists, err := s.loginExists(ctx, l.login)
	if err != nil || exists {
		return err
	}
	links, err := l.seed(ctx, s)
	if err != nil {
		return fmt.Errorf("demo: %s: %w", l.login, err)
	}
	hash, err := s.hash()
	if err != nil {
		return fmt.Errorf("demo: %s: hash password: %w", l.login, err)
	}
	id, err := s.st.CreateIdentity(ctx, l.login, hash)
	if err != nil {
		return fmt.Errorf("demo: %s: create login: %w", l.login, err)
	}
	for _, k := range links {
		if err := s.st.LinkAccount(ctx, id, k.accountID, k.vip); err != nil {
			return fmt.Errorf("demo: %s: link #%d: %w", l.login, k.accountID, err)
		}
	}
	if l.after != nil {
		if err := l.after(ctx, s, id); err != nil {
			return fmt.Errorf("demo: %s: %w", l.login, err)
		}
	}
	return nil
}

func (s *seeder) loginExists(ctx context.Context, login string) (bool, error) {
	_, _, err := s.st.IdentityByLogin(ctx, login)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, portal.ErrNoRows):
		return false, nil
	default:
		return false, fmt.Errorf("demo: look up %s: %w", login, err)
	}
}

// result lists the logins and signs a new unsubscribe link for the marker
// login over the lists it is on now (all demo lists if it has left them
// all, so the printed link always opens a page with something to show).
func (s *seeder) result(ctx context.Context) (Result, error) {
	var r Result
	for _, l := range logins {
		r.Logins = append(r.Logins, Login{Login: l.login, Password: Password, Shows: l.shows})
	}
	subs, err := s.st.Subscriptions(ctx, MarkerLogin)
	if err != nil {
		return Result{}, fmt.Errorf("demo: read subscriptions: %w", err)
	}
	if len(subs) == 0 {
		subs = mailingLists
	}
	ut := guest.Sign(s.o.UnsubscribeSecret, MarkerLogin, subs)
	r.UnsubscribeURL = strings.TrimSuffix(s.o.PublicURL, "/") + UnsubscribePath + "?ut=" + url.QueryEscape(ut)
	return r, nil
}

// rand returns a generator seeded from name alone, so each login's random
// data (MACs, traffic, referral codes) does not shift when another login or
// area draws more or fewer numbers.
func (s *seeder) rand(name string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewPCG(h.Sum64(), 0x6d79_6163_636f_756e)) // "myaccoun"
}

// link is one account a login may act on.
type link struct {
	accountID int64
	vip       bool
}

// accountSpec is a contact account with the state the menu is built from.
type accountSpec struct {
	portal.Account
	flags    portal.ServiceFlags
	contract portal.ContractStatus // zero: nothing to re-sign (OnFile is set by account)
}

// account writes a contact account, its service flags and, when pending,
// its contract re-sign state. The referral code is drawn from rng when the
// spec has none.
func (s *seeder) account(ctx context.Context, rng *rand.Rand, a accountSpec) error {
	if a.ReferralCode == "" {
		a.ReferralCode = referralCode(rng)
	}
	if err := s.st.PutAccount(ctx, a.Account); err != nil {
		return fmt.Errorf("account #%d: %w", a.ID, err)
	}
	if err := s.st.SetServiceFlags(ctx, a.ID, a.flags); err != nil {
		return fmt.Errorf("account #%d flags: %w", a.ID, err)
	}
	// Every account but a pre-install one has its contract on file.
	a.contract.OnFile = !a.flags.HasPreinstall
	if err := s.st.SetContractStatus(ctx, a.ID, a.contract); err != nil {
		return fmt.Errorf("account #%d contract: %w", a.ID, err)
	}
	for _, seed := range areaSeeders {
		if err := seed(ctx, s, a); err != nil {
			return fmt.Errorf("account #%d: %w", a.ID, err)
		}
	}
	return nil
}

// providerSeeders add an area's provider-wide data (the package catalog,
// offers) after the platform's, before any login.
var providerSeeders = []func(ctx context.Context, s *seeder) error{
	seedPackageCatalog,
}

// areaSeeders add an area's data to each contact account as it is created;
// each looks the account up in its own table (by id) and adds nothing for
// accounts it does not name. Packages come first: usage is sized to the cap.
var areaSeeders = []func(ctx context.Context, s *seeder, a accountSpec) error{
	seedPackages,
	seedUsage,
	seedInternet,
	seedPhone,
	seedAddresses,
	seedBilling,
}

// referralCode is a code a subscriber could read over the phone: eight
// characters without the easily confused 0/O and 1/I.
func referralCode(rng *rand.Rand) string {
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 8)
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return "PW" + string(b)
}

// zone is the provider's zone the simulators count hours in: the one Seed
// was given, else DefaultLocation (UTC if the machine lacks it).
func (o Options) zone() *time.Location {
	if o.Location != nil {
		return o.Location
	}
	if loc, err := time.LoadLocation(DefaultLocation); err == nil {
		return loc
	}
	return time.UTC
}
