// Command myaccount is the MyAccount portal: `serve` runs it, `migrate`
// brings the database schema up to date, `seed --demo` loads the demo data.
package main

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"myaccount/internal/api"
	"myaccount/internal/config"
	"myaccount/internal/console"
	"myaccount/internal/demo"
	"myaccount/internal/files"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/guest"
	"myaccount/internal/httpx"
	"myaccount/internal/identity"
	"myaccount/internal/ingest"
	"myaccount/internal/mail"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/provider"
	"myaccount/internal/provisioning"
	"myaccount/internal/push"
	"myaccount/internal/server"
	"myaccount/internal/services"
	"myaccount/internal/store"
	"myaccount/internal/webui"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "myaccount:", err)
		os.Exit(1)
	}
}

const usage = `usage: myaccount <command> [flags]

commands:
  serve     run the portal (--addr, --data, --demo, …; see serve -h)
  migrate   bring the database schema up to date
  seed      load data (--demo: the demo logins of the README)
  import    load subscribers from a CSV or JSON Lines file (see import -h)
  admin     the provider's staff: change requests, void cheques, identity
            documents, contracts and agreements, charges and credits,
            ledgers (see admin help)
  version   print the version

Every flag is also an environment variable (MYACCOUNT_ADDR, MYACCOUNT_DATA,
MYACCOUNT_DATABASE_URL, MYACCOUNT_PUBLIC_URL, …); flags win.
`

// run is main without the process: testable with its own args and env.
func run(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errors.New("no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve", "migrate", "seed":
	case "admin":
		return runAdmin(ctx, rest, env, stdout, stderr)
	case "import":
		return runImport(ctx, rest, env, stdout, stderr)
	case "version":
		fmt.Fprintln(stdout, version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
	cfg, err := config.Load(cmd, rest, env, stderr)
	if err != nil {
		return err
	}
	log := newLogger(cfg, stderr)
	st, err := store.Open(ctx, cfg.DatabaseDSN())
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		return err
	}
	switch cmd {
	case "migrate":
		fmt.Fprintf(stdout, "database (%s) is up to date\n", st.Engine())
		return nil
	case "seed":
		if !cfg.Demo {
			return errors.New("seed needs --demo (the only data set there is)")
		}
		keys, err := loadKeys(cfg)
		if err != nil {
			return err
		}
		var cards demo.CardVault
		if g := paymentGateway(cfg, st, log); g != nil {
			cards = g
		}
		fs, err := fileStore(ctx, cfg)
		if err != nil {
			return err
		}
		res, err := seedDemo(ctx, st, cfg, keys, cards, fs)
		if err != nil {
			return err
		}
		// The demo staff logins' TOTP secret is sealed like any other.
		if _, err := console.New(st, console.Options{Key: keys.staff}).SealSecrets(ctx); err != nil {
			return fmt.Errorf("seal the staff TOTP secrets: %w", err)
		}
		printDemo(stdout, cfg, res)
		return nil
	}
	return serve(ctx, cfg, st, log, stdout)
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(server.LogHandler(h))
}

// keys are the secrets derived from the installation's master secret.
type keys struct {
	cookie      []byte
	unsubscribe []byte
	renewal     []byte // derives a session token's successor
	staff       []byte // seals staff TOTP secrets, signs the staff OIDC state
}

// loadKeys derives the keys from MYACCOUNT_SECRET or, when unset, from a
// secret generated once in the data folder (one replica only: several
// replicas must share MYACCOUNT_SECRET).
func loadKeys(cfg config.Config) (keys, error) {
	master := cfg.Secret
	if master == "" {
		path := filepath.Join(cfg.DataDir, "secret.key")
		b, err := os.ReadFile(path)
		switch {
		case err == nil:
			master = strings.TrimSpace(string(b))
		case errors.Is(err, os.ErrNotExist):
			var raw [32]byte
			if _, err := rand.Read(raw[:]); err != nil {
				return keys{}, err
			}
			master = hex.EncodeToString(raw[:])
			if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
				return keys{}, err
			}
			if err := os.WriteFile(path, []byte(master+"\n"), 0o600); err != nil {
				return keys{}, fmt.Errorf("write %s: %w", path, err)
			}
		default:
			return keys{}, err
		}
	}
	raw, err := hex.DecodeString(master)
	if err != nil || len(raw) < 32 {
		return keys{}, errors.New("bad setting MYACCOUNT_SECRET (--secret): the secret in the data folder is damaged; delete secret.key or set MYACCOUNT_SECRET")
	}
	derive := func(label string) []byte {
		m := hmac.New(sha256.New, raw)
		m.Write([]byte(label))
		return m.Sum(nil)
	}
	return keys{cookie: derive("myaccount cookies"), unsubscribe: derive("myaccount unsubscribe"),
		renewal: derive("myaccount session renewal"), staff: derive("myaccount staff console")}, nil
}

func seedDemo(ctx context.Context, st *store.Store, cfg config.Config, k keys, cards demo.CardVault, files portal.FileStore) (demo.Result, error) {
	return demo.Seed(ctx, st, demo.Options{
		Now: time.Now(), Location: cfg.Location, PasswordParams: password.Default,
		UnsubscribeSecret: k.unsubscribe, PublicURL: cfg.PublicURL, Cards: cards, Files: files,
	})
}

// paymentGateway is the gateway of the settings: the sandbox (demo mode,
// or MYACCOUNT_PAYMENT_GATEWAY=sandbox), or none. A real provider's
// gateway is built here (README, "Payment gateway").
func paymentGateway(cfg config.Config, st *store.Store, log *slog.Logger) *sandbox.Gateway {
	if cfg.Gateway() != "sandbox" {
		return nil
	}
	return sandbox.New(st, sandbox.Options{PublicURL: cfg.PublicURL, Log: log})
}

// fileStore is where files go: S3-compatible storage when configured
// (several replicas), else the data folder.
func fileStore(ctx context.Context, cfg config.Config) (interface {
	portal.FileStore
	String() string
}, error) {
	if cfg.S3.Endpoint == "" {
		return files.NewFolder(filepath.Join(cfg.DataDir, "files"))
	}
	s3, err := files.NewS3(ctx, files.S3Options{Endpoint: cfg.S3.Endpoint, Secure: cfg.S3.Secure, Bucket: cfg.S3.Bucket,
		Region: cfg.S3.Region, AccessKey: cfg.S3.AccessKey, SecretKey: cfg.S3.SecretKey, Prefix: cfg.S3.Prefix})
	if err != nil {
		return nil, fmt.Errorf("bad setting MYACCOUNT_S3_ENDPOINT (--s3-endpoint): %w", err)
	}
	return s3, nil
}

func printDemo(w io.Writer, cfg config.Config, res demo.Result) {
	fmt.Fprintf(w, "\nDemo logins (password for each: %s):\n", res.Logins[0].Password)
	for _, l := range res.Logins {
		fmt.Fprintf(w, "  %-18s %s\n", l.Login, l.Shows)
	}
	fmt.Fprintf(w, "\nStaff console: %s/staff/ (password for each: %s; the second factor is enrolled:\n"+
		"  `myaccount admin totp-code EMAIL` prints the current code)\n", strings.TrimSuffix(cfg.PublicURL, "/"), demo.Password)
	for _, l := range demo.StaffLogins {
		fmt.Fprintf(w, "  %-18s %s\n", l.Email, l.Role)
	}
	fmt.Fprintf(w, "\nUnsubscribe link for avery@demo.test:\n  %s\n", res.UnsubscribeURL)
	fmt.Fprintf(w, "\nOffer link (open it, sign in as avery@demo.test, and the upgrade promo is ready):\n  %s/ui/?offercode=%s\n",
		strings.TrimSuffix(cfg.PublicURL, "/"), demo.DemoOfferCode)
}

// workingSetMemory is what the portal keeps besides the password checks:
// its caches, connections and requests in flight (docs/benchmarks.md
// measures well under it with 10,000 sessions polling).
const workingSetMemory = 128 << 20

// gcPercent is the collector's setting (GOGC) when GOGC is not set.
const gcPercent = 200

// tuneCollector sets the garbage collector for a polled server, unless Go's
// own GOMEMLIMIT and GOGC say otherwise.
func tuneCollector() {
	if os.Getenv("GOMEMLIMIT") == "" {
		// A soft limit makes the collector return a sign-in burst's
		// argon2id memory at once instead of growing the heap with it
		// (measured: 665 MB resident during 13 sign-ins/s without it).
		debug.SetMemoryLimit(workingSetMemory + identity.PeakHashMemory(password.Default))
	}
	if os.Getenv("GOGC") == "" {
		// The polled reads allocate a little each and keep almost nothing,
		// so with Go's default (a collection each time the heap doubles)
		// the collector took about 8 % of the CPU at 27,500 reads/s and its
		// pauses showed in the p99 (docs/benchmarks.md: 25 → 20 ms on
		// PostgreSQL). The limit above still bounds the heap.
		debug.SetGCPercent(gcPercent)
	}
}

func serve(ctx context.Context, cfg config.Config, st *store.Store, log *slog.Logger, stdout io.Writer) error {
	httpx.TrustedProxies = cfg.TrustedProxies
	tuneCollector()
	ln, err := net.Listen("tcp", cfg.Addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("another program already listens on %s: choose another port with --addr or MYACCOUNT_ADDR "+
			"(make run ADDR=127.0.0.1:8081)", cfg.Addr)
	}
	if err != nil {
		return fmt.Errorf("bad setting MYACCOUNT_ADDR (--addr): cannot listen on %s: %v", cfg.Addr, err)
	}
	defer ln.Close()
	if cfg.PublicURL == "http://"+cfg.Addr {
		// The default public URL names the port actually bound (--addr :0).
		cfg.PublicURL = "http://" + ln.Addr().String()
	}
	k, err := loadKeys(cfg)
	if err != nil {
		return err
	}
	parts, err := buildServices(ctx, cfg, st, log, k.renewal)
	if err != nil {
		return err
	}
	fs, gateway, templates := parts.Files, parts.Gateway, parts.Templates
	var demoResult *demo.Result
	if cfg.Demo {
		var cards demo.CardVault
		if gateway != nil {
			cards = gateway
		}
		res, err := seedDemo(ctx, st, cfg, k, cards, fs)
		if err != nil {
			return fmt.Errorf("demo data: %w", err)
		}
		demoResult = &res
	}
	// TOTP secrets kept in clear (an earlier version, the demo data's
	// seeding) are sealed before anyone signs in.
	if n, err := parts.Console.SealSecrets(ctx); err != nil {
		return fmt.Errorf("seal the staff TOTP secrets: %w", err)
	} else if n > 0 {
		log.Info("sealed staff TOTP secrets kept in clear", "count", n)
	}
	if so := cfg.StaffOIDC; so.Issuer != "" {
		if err := useStaffOIDC(ctx, parts.Console, so); err != nil {
			return err
		}
	}

	idCfg := identity.Config{
		PublicURL: cfg.PublicURL, Branding: cfg.Branding, PasswordParams: password.Default,
		CodeTTL: time.Minute, SSOTTL: 12 * time.Hour, CookieSecret: k.cookie, Now: st.Now,
	}
	var formTargets []string
	if cfg.OIDCIssuer != "" {
		idCfg.OIDC = &identity.OIDCConfig{Issuer: cfg.OIDCIssuer, ClientID: cfg.OIDCClientID, ClientSecret: cfg.OIDCSecret}
		formTargets = append(formTargets, cfg.OIDCIssuer)
	}
	ids, err := identity.New(ctx, idCfg, st, log)
	if err != nil {
		return fmt.Errorf("identity service: %w", err)
	}

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	metrics := server.NewMetrics(reg)
	var sandboxPage http.Handler
	if gateway != nil {
		sandboxPage = gateway.Handler()
	}
	// Web Push (issue 32): the VAPID key pair of the data folder, made at
	// first start; every replica must read the same file.
	pushKeys, err := push.LoadKeys(cfg.DataDir)
	if err != nil {
		return fmt.Errorf("web push: %w", err)
	}
	pushSubject := push.Subject(cfg.VAPIDSubject, cfg.Branding.Email)
	if pushSubject != "" {
		parts.Options.VAPIDPublicKey = pushKeys.Public
	}
	// The demo (and the end-to-end tests) may use a push service on
	// http://127.0.0.1.
	parts.Options.LocalPush = cfg.Demo
	svc := services.New(st, parts.Options)
	provisions := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Location: cfg.Location},
		Staff: svc.Staff, Onboarding: svc.OnboardingStaff, Invitations: svc.Invitations})
	// An object store is checked by /readyz (degraded, not down, when it
	// does not answer); the data folder is the disk the database is on.
	var filesReady func(context.Context) error
	if checker, ok := fs.(interface{ Check(context.Context) error }); ok {
		filesReady = checker.Check
	}
	endpoint := api.New(api.Config{Services: svc, SSO: ids, Log: log, Observe: metrics.ObserveAPI})
	handler := server.New(server.Parts{
		API: endpoint, Provider: provider.New(provider.Config{Service: provisions, Log: log}), Ingest: ingest.New(ingest.Config{Store: st, Key: cfg.IngestKey, Log: log, Location: cfg.Location}),
		Auth: ids.Handler(), Staff: console.Handler(console.Config{Service: parts.Console, Staff: svc.Staff,
			Onboarding: svc.OnboardingStaff, FailedMail: failedMail(st), PublicURL: cfg.PublicURL, App: webui.Staff(), Log: log,
			Services: svc, Provisioning: provisions, Subscribers: st, Logins: ids,
			Reviews: st, Files: fs, MailSubject: mailSubject(cfg),
			AuditLog: st, Location: cfg.Location}),
		Status:       guest.StatusHandler(provisions, log),
		PublicOrigin: publicOrigin(cfg.PublicURL), Guest: guest.NewHandler(st, k.unsubscribe, cfg.GuestOrigins, log), UI: webui.Handler(ids.HasSSOCookie), NotFound: webui.NotFound(),
		Sandbox:       sandboxPage,
		AgreementText: guest.AgreementText(templates, cfg.Branding, log), AgreementTextPath: cfg.AgreementTextPath,
		Branding: cfg.Branding, Ready: st.Ping, FilesReady: filesReady, Log: log, Metrics: metrics,
		Secure: strings.HasPrefix(cfg.PublicURL, "https://"), FormTargets: formTargets,
		AppSettings: map[string]any{"apiBrowserUsers": cfg.APIBrowserUsers, "featuredPackage": cfg.FeaturedPackage,
			"timezone": cfg.Location.String(), "version": version,
			"agreementTextPath": cfg.AgreementTextPath},
	})

	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	mailer, smtpServer, err := mailWorker(cfg, st, k.unsubscribe, log)
	if err != nil {
		return err
	}
	go housekeeping(ctx, st, log)
	go billingWorker(ctx, svc, log)
	go func() { _ = mailer.Run(ctx) }()
	if pushSubject != "" {
		pusher, err := push.NewWorker(push.Config{Outbox: st, Keys: pushKeys, Subject: pushSubject, Log: log,
			Brand: mail.Brand{Branding: cfg.Branding, PublicURL: cfg.PublicURL, Location: cfg.Location}})
		if err != nil {
			return err
		}
		go func() { _ = pusher.Run(ctx) }()
	}
	if cfg.Demo {
		go demo.Simulate(ctx, st, demo.Options{Location: cfg.Location, Routers: parts.Routers}, log)
	}

	// Metrics on a listener of their own, off the subscribers' port.
	var metricsSrv *http.Server
	if cfg.MetricsAddr != "off" {
		mln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			return fmt.Errorf("bad setting MYACCOUNT_METRICS_ADDR (--metrics-addr): cannot listen on %s: %v", cfg.MetricsAddr, err)
		}
		defer mln.Close()
		metricsSrv = &http.Server{Handler: server.MetricsHandler(reg), ReadHeaderTimeout: 10 * time.Second,
			ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
		go func() { _ = metricsSrv.Serve(mln) }()
		defer metricsSrv.Close()
		cfg.MetricsAddr = mln.Addr().String()
	}

	fmt.Fprintf(stdout, "MyAccount %s on %s (%s database, files in %s)\n  open %s/ui/\n", version, ln.Addr(), st.Engine(), fs, cfg.PublicURL)
	fmt.Fprintf(stdout, "  staff console %s/staff/\n", cfg.PublicURL)
	if name, _ := parts.Console.SignInOptions(); name != "" {
		fmt.Fprintf(stdout, "  staff sign in through %s (%s); local staff passwords are off\n", name, cfg.StaffOIDC.Issuer)
	}
	if gateway != nil {
		fmt.Fprintf(stdout, "  payments go to the sandbox gateway (%s/sandbox/): test cards only, no real money\n", cfg.PublicURL)
	}
	if metricsSrv != nil {
		fmt.Fprintf(stdout, "  metrics http://%s/metrics\n", cfg.MetricsAddr)
	}
	if smtpServer != nil {
		fmt.Fprintf(stdout, "  e-mail from %s through %s\n", cfg.MailFrom, smtpServer)
	} else {
		fmt.Fprintln(stdout, "  e-mail is not sent (no MYACCOUNT_SMTP_URL): each message is logged with its link; `myaccount admin mail` lists them")
	}
	if pushSubject == "" {
		fmt.Fprintln(stdout, "  alerts on devices (Web Push) are off: set MYACCOUNT_VAPID_SUBJECT or MYACCOUNT_SUPPORT_EMAIL")
	}
	if !webui.Built() {
		fmt.Fprintln(stdout, "  (this binary has no web app: run `make build`)")
	}
	if demoResult != nil {
		printDemo(stdout, cfg, *demoResult)
	}

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// billingWorker settles pending payments every two seconds (so a payment
// settles within seconds) and issues the month's invoices that are due,
// at start and every ten minutes. Every replica may run it: payments are
// leased one worker at a time and an invoice is issued once.
func billingWorker(ctx context.Context, svc portal.Services, log *slog.Logger) {
	settle := time.NewTicker(2 * time.Second)
	defer settle.Stop()
	invoices := time.NewTicker(10 * time.Minute)
	defer invoices.Stop()
	issue := func() {
		if n, err := svc.Billing.IssueDue(ctx); err != nil && ctx.Err() == nil {
			log.Error("invoice run failed", "issued", n, "err", err)
		} else if n > 0 {
			log.Info("invoices issued", "count", n)
		}
	}
	issue()
	for {
		select {
		case <-ctx.Done():
			return
		case <-invoices.C:
			issue()
		case <-settle.C:
			if n, err := svc.Payments.Settle(ctx); err != nil && ctx.Err() == nil {
				log.Warn("payments not settled; retrying", "settled", n, "err", err)
			} else if n > 0 {
				log.Info("payments settled", "count", n)
			}
		}
	}
}

// mailWorker builds the e-mail worker of the settings: through the SMTP
// server of MYACCOUNT_SMTP_URL (returned, to print without its password),
// or, without one, a worker that only logs each message. Every replica runs
// it: the outbox leases each message to one worker at a time.
func mailWorker(cfg config.Config, st *store.Store, unsubscribeKey []byte, log *slog.Logger) (*mail.Worker, *mail.SMTP, error) {
	c := mail.Config{Outbox: st, From: cfg.MailFrom, Log: log,
		Brand: mail.Brand{Branding: cfg.Branding, PublicURL: cfg.PublicURL, Location: cfg.Location},
		// Notification e-mails carry unsubscribe links signed with the key
		// the guest handler verifies with.
		Unsubscribe: guest.MailLinks(unsubscribeKey, cfg.PublicURL)}
	var server *mail.SMTP
	if cfg.SMTPURL != "" {
		s, err := mail.ParseSMTP(cfg.SMTPURL)
		if err != nil {
			return nil, nil, fmt.Errorf("bad setting MYACCOUNT_SMTP_URL (--smtp-url): %v", err)
		}
		if u, err := url.Parse(cfg.PublicURL); err == nil {
			s.HelloName = u.Hostname()
		}
		server, c.Sender = s, s
	}
	w, err := mail.NewWorker(c)
	if err != nil {
		return nil, nil, fmt.Errorf("bad setting MYACCOUNT_MAIL_FROM (--mail-from): %v", err)
	}
	return w, server, nil
}

// housekeeping purges expired tokens and codes every ten minutes.
func housekeeping(ctx context.Context, st *store.Store, log *slog.Logger) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := st.PurgeExpired(ctx); err != nil && ctx.Err() == nil {
				log.Warn("purge of expired sessions failed", "err", err)
			}
			if err := st.DeleteStaleStaffSessions(ctx, time.Now().Add(-console.IdleTimeout)); err != nil && ctx.Err() == nil {
				log.Warn("purge of idle staff sessions failed", "err", err)
			}
		}
	}
}

// failedMail lists the e-mails the outbox gave up on (the console's queue,
// as `admin mail --failed` lists them).
func failedMail(st *store.Store) func(context.Context) ([]portal.Mail, error) {
	return func(ctx context.Context) ([]portal.Mail, error) { return st.OutboxMail(ctx, store.MailFailed, 10_000) }
}

// mailSubject renders a message's subject as the mail worker would (the
// console's review of a failed e-mail).
func mailSubject(cfg config.Config) func(portal.Mail) string {
	b := mail.Brand{Branding: cfg.Branding, PublicURL: cfg.PublicURL, Location: cfg.Location}
	return func(m portal.Mail) string {
		r, err := mail.Render(m, b)
		if err != nil {
			return ""
		}
		return r.Subject
	}
}

// publicOrigin is the scheme://host of the public URL ("" when it has none).
func publicOrigin(publicURL string) string {
	u, err := url.Parse(publicURL)
	if err != nil || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
