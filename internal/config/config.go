// Package config reads the portal's settings from command-line flags and
// MYACCOUNT_* environment variables (flags win). A bad value stops start-up
// with one line that names the setting.
package config

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	netmail "net/mail"
	"net/netip"
	"net/url"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/mail"
	"myaccount/internal/portal"
)

// Config is every setting of `myaccount serve` (and of migrate/seed, which use
// the database part).
type Config struct {
	Addr string
	// MetricsAddr is where /metrics answers, on a listener of its own so
	// subscribers cannot read it; "off" serves no metrics.
	MetricsAddr string
	DataDir     string
	DatabaseURL string // postgres://… or empty for SQLite in DataDir
	PublicURL   string
	Demo        bool
	LogFormat   string // text or json
	LogLevel    string // debug, info, warn, error
	Location    *time.Location
	// Secret is the installation's master secret (hex, ≥32 bytes); empty
	// means "generate one in DataDir". Cookie and unsubscribe keys derive
	// from it.
	Secret         string
	GuestOrigins   []string
	TrustedProxies []netip.Prefix
	TokenTTL       time.Duration
	Branding       portal.Branding
	OIDCIssuer     string
	OIDCClientID   string
	OIDCSecret     string
	// StaffOIDC is the provider's identity provider for the staff console
	// (MYACCOUNT_STAFF_OIDC_*); no issuer: local staff passwords.
	StaffOIDC StaffOIDC
	// APIBrowserUsers are the two internal account ids allowed to open /apibrowser.
	APIBrowserUsers []int64
	// FeaturedPackage is the package highlighted with stars (decisions §17).
	FeaturedPackage int64
	// SlowdownMbps is Unlimited mode's download speed, said before it is
	// turned on (issue 28); 0 leaves the speed unsaid.
	SlowdownMbps int64
	// IngestKey authenticates the provider's systems on /ingest/ (usage
	// records, router counters); empty turns the ingest path off.
	IngestKey string
	// S3 is where files go when several replicas share them; with no
	// endpoint, files live in DataDir/files.
	S3 S3
	// PaymentGateway is "sandbox" (the test gateway under /sandbox/) or
	// "none" (online payments off). Empty: sandbox in demo mode, else none.
	PaymentGateway string
	// Templates is a folder of contract and agreement templates that
	// replace or add to the embedded ones (empty: the embedded ones).
	Templates string
	// AgreementTextPath is where the public agreement text answers
	// (ONB-041).
	AgreementTextPath string
	// SMTPURL is the SMTP server e-mail goes through
	// (smtp://user:password@host:587 or smtps://…:465); empty: e-mail is
	// not sent, only logged. It holds a password: never log it (the
	// mail.SMTP it parses into prints without it).
	SMTPURL string
	// MailFrom is the e-mails' sender: an address, with a name or not.
	MailFrom string
	// GenieACSURL is the NBI of the provider's GenieACS
	// (http://host:7557): routers are restarted through it. Empty: the
	// demo's simulated routers in demo mode, else no restarts.
	GenieACSURL string
	// VAPIDSubject is the contact the Web Push services may reach the
	// provider at (mailto: or https:); empty: the branding's e-mail.
	VAPIDSubject string
}

// StaffOIDC is the staff console's identity provider: staff sign in
// through it (its groups give their roles) instead of local passwords.
type StaffOIDC struct {
	Issuer       string
	ClientID     string
	ClientSecret string
	// Name is the provider's name on the sign-in button.
	Name string
	// GroupsClaim names the claim listing a user's groups.
	GroupsClaim string
	// Roles maps roles to groups: "agent=support,billing=finance,admin=it-admins".
	Roles string
	// Scopes are asked for, separated by spaces.
	Scopes string
}

// S3 is the S3-compatible object storage of MYACCOUNT_S3_*.
type S3 struct {
	Endpoint  string // host:port
	Secure    bool
	Bucket    string
	Region    string
	AccessKey string
	SecretKey string
	Prefix    string
}

// Gateway is the payment gateway in use: the setting, or its default.
func (c Config) Gateway() string {
	if c.PaymentGateway == "" && c.Demo {
		return "sandbox"
	}
	if c.PaymentGateway == "" {
		return "none"
	}
	return c.PaymentGateway
}

// SQLitePath is where the embedded database lives.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "myaccount.db") }

// DatabaseDSN is what store.Open takes.
func (c Config) DatabaseDSN() string {
	if c.DatabaseURL != "" {
		return c.DatabaseURL
	}
	return c.SQLitePath()
}

// setting is one configurable value: its flag, its variable and how to apply it.
type setting struct {
	flag, env, def, help string
	apply                func(c *Config, v string) error
}

// secretEnv are the variables whose value -h must not print as a flag's
// default: they hold passwords and keys.
var secretEnv = map[string]bool{"MYACCOUNT_SMTP_URL": true, "MYACCOUNT_SECRET": true,
	"MYACCOUNT_OIDC_CLIENT_SECRET": true, "MYACCOUNT_STAFF_OIDC_CLIENT_SECRET": true, "MYACCOUNT_S3_SECRET_KEY": true, "MYACCOUNT_INGEST_KEY": true}

func settings() []setting {
	b := &portal.DemoBranding
	str := func(dst func(*Config) *string) func(*Config, string) error {
		return func(c *Config, v string) error { *dst(c) = v; return nil }
	}
	return []setting{
		{"addr", "MYACCOUNT_ADDR", "127.0.0.1:8080", "address to listen on (host:port)", func(c *Config, v string) error {
			if _, _, err := net.SplitHostPort(v); err != nil {
				return errors.New("must be host:port, e.g. 127.0.0.1:8080")
			}
			c.Addr = v
			return nil
		}},
		{"metrics-addr", "MYACCOUNT_METRICS_ADDR", "127.0.0.1:9464", "address of the Prometheus /metrics listener (host:port; 'off' for none); keep it off the subscribers' network", func(c *Config, v string) error {
			if v != "off" {
				if _, _, err := net.SplitHostPort(v); err != nil {
					return errors.New("must be host:port, e.g. 127.0.0.1:9464, or off")
				}
			}
			c.MetricsAddr = v
			return nil
		}},
		{"data", "MYACCOUNT_DATA", "./data", "folder for the SQLite database, secrets and files", func(c *Config, v string) error {
			if strings.TrimSpace(v) == "" {
				return errors.New("must name a folder")
			}
			c.DataDir = v
			return nil
		}},
		{"database-url", "MYACCOUNT_DATABASE_URL", "", "postgres://… to use PostgreSQL instead of SQLite", func(c *Config, v string) error {
			if v != "" && !strings.HasPrefix(v, "postgres://") && !strings.HasPrefix(v, "postgresql://") {
				return errors.New("must be a postgres:// URL (leave it empty for the embedded SQLite)")
			}
			c.DatabaseURL = v
			return nil
		}},
		{"public-url", "MYACCOUNT_PUBLIC_URL", "", "the portal's address as subscribers reach it (default http://ADDR)", func(c *Config, v string) error {
			if v == "" {
				return nil
			}
			u, err := url.Parse(v)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
				return errors.New("must be an http(s) origin such as https://myaccount.example.com")
			}
			c.PublicURL = strings.TrimSuffix(v, "/")
			return nil
		}},
		{"demo", "MYACCOUNT_DEMO", "false", "seed the demo data and print the demo logins", func(c *Config, v string) error {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return errors.New("must be true or false")
			}
			c.Demo = b
			return nil
		}},
		{"log-format", "MYACCOUNT_LOG_FORMAT", "text", "text or json", func(c *Config, v string) error {
			if v != "text" && v != "json" {
				return errors.New("must be text or json")
			}
			c.LogFormat = v
			return nil
		}},
		{"log-level", "MYACCOUNT_LOG_LEVEL", "info", "debug, info, warn or error", func(c *Config, v string) error {
			switch v {
			case "debug", "info", "warn", "error":
				c.LogLevel = v
				return nil
			}
			return errors.New("must be debug, info, warn or error")
		}},
		{"timezone", "MYACCOUNT_TIMEZONE", "America/Edmonton", "the provider's time zone (usage days, month ends)", func(c *Config, v string) error {
			loc, err := time.LoadLocation(v)
			if err != nil {
				return errors.New("must be an IANA zone such as America/Edmonton")
			}
			c.Location = loc
			return nil
		}},
		{"secret", "MYACCOUNT_SECRET", "", "master secret, hex, at least 64 digits (default: generated in the data folder; set it when running several replicas)", func(c *Config, v string) error {
			if v != "" && !regexp.MustCompile(`^[0-9a-fA-F]{64,}$`).MatchString(v) {
				return errors.New("must be at least 64 hexadecimal digits (32 bytes)")
			}
			c.Secret = v
			return nil
		}},
		{"guest-origins", "MYACCOUNT_GUEST_ORIGINS", "", "comma-separated origins allowed to call /guest (the provider's web site)", func(c *Config, v string) error {
			c.GuestOrigins = nil
			for _, o := range splitList(v) {
				u, err := url.Parse(o)
				if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
					return fmt.Errorf("%q is not an origin such as https://www.example.com", o)
				}
				c.GuestOrigins = append(c.GuestOrigins, o)
			}
			return nil
		}},
		{"trusted-proxies", "MYACCOUNT_TRUSTED_PROXIES", "", "comma-separated CIDRs of reverse proxies whose X-Forwarded-For is believed", func(c *Config, v string) error {
			c.TrustedProxies = nil
			for _, p := range splitList(v) {
				pfx, err := netip.ParsePrefix(p)
				if err != nil {
					return fmt.Errorf("%q is not a CIDR such as 10.0.0.0/8", p)
				}
				c.TrustedProxies = append(c.TrustedProxies, pfx)
			}
			return nil
		}},
		{"token-ttl", "MYACCOUNT_TOKEN_TTL", "30m", "how long a session token lives without renewal (the app renews every 15m)", func(c *Config, v string) error {
			d, err := time.ParseDuration(v)
			if err != nil || d < 16*time.Minute || d > 24*time.Hour {
				return errors.New("must be a duration between 16m and 24h")
			}
			c.TokenTTL = d
			return nil
		}},
		{"provider-name", "MYACCOUNT_PROVIDER_NAME", b.ProviderName, "provider name ({provider})", str(func(c *Config) *string { return &c.Branding.ProviderName })},
		{"product-name", "MYACCOUNT_PRODUCT_NAME", b.ProductName, "product name ({product})", str(func(c *Config) *string { return &c.Branding.ProductName })},
		{"support-phone", "MYACCOUNT_SUPPORT_PHONE", b.SupportPhone, "support phone ({phone})", str(func(c *Config) *string { return &c.Branding.SupportPhone })},
		{"vip-phone", "MYACCOUNT_VIP_PHONE", b.VipPhone, "VIP support phone", str(func(c *Config) *string { return &c.Branding.VipPhone })},
		{"support-email", "MYACCOUNT_SUPPORT_EMAIL", b.Email, "support e-mail ({email})", str(func(c *Config) *string { return &c.Branding.Email })},
		{"postal-address", "MYACCOUNT_POSTAL_ADDRESS", b.Address, "postal address ({address})", str(func(c *Config) *string { return &c.Branding.Address })},
		{"logo-url", "MYACCOUNT_LOGO_URL", b.LogoURL, "logo image URL (same origin or https)", str(func(c *Config) *string { return &c.Branding.LogoURL })},
		{"primary-color", "MYACCOUNT_PRIMARY_COLOR", b.PrimaryColor, "brand colour, #rrggbb", func(c *Config, v string) error {
			if !regexp.MustCompile(`^#[0-9a-fA-F]{6}$`).MatchString(v) {
				return errors.New("must be a colour such as #0b5cad")
			}
			c.Branding.PrimaryColor = v
			return nil
		}},
		{"oidc-issuer", "MYACCOUNT_OIDC_ISSUER", "", "OpenID Connect issuer URL (sign-in through that provider instead of local passwords)", func(c *Config, v string) error {
			if v != "" {
				if u, err := url.Parse(v); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
					return errors.New("must be the issuer's URL")
				}
			}
			c.OIDCIssuer = v
			return nil
		}},
		{"oidc-client-id", "MYACCOUNT_OIDC_CLIENT_ID", "", "OpenID Connect client id", str(func(c *Config) *string { return &c.OIDCClientID })},
		{"oidc-client-secret", "MYACCOUNT_OIDC_CLIENT_SECRET", "", "OpenID Connect client secret", str(func(c *Config) *string { return &c.OIDCSecret })},
		{"staff-oidc-issuer", "MYACCOUNT_STAFF_OIDC_ISSUER", "", "the staff console's OpenID Connect issuer URL (staff sign in through it instead of local passwords)", func(c *Config, v string) error {
			if v != "" {
				if u, err := url.Parse(v); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
					return errors.New("must be the issuer's URL")
				}
			}
			c.StaffOIDC.Issuer = v
			return nil
		}},
		{"staff-oidc-client-id", "MYACCOUNT_STAFF_OIDC_CLIENT_ID", "", "the staff console's OpenID Connect client id", str(func(c *Config) *string { return &c.StaffOIDC.ClientID })},
		{"staff-oidc-client-secret", "MYACCOUNT_STAFF_OIDC_CLIENT_SECRET", "", "the staff console's OpenID Connect client secret", str(func(c *Config) *string { return &c.StaffOIDC.ClientSecret })},
		{"staff-oidc-name", "MYACCOUNT_STAFF_OIDC_NAME", "", "the staff identity provider's name on the sign-in button (default: the issuer's host)", str(func(c *Config) *string { return &c.StaffOIDC.Name })},
		{"staff-oidc-groups-claim", "MYACCOUNT_STAFF_OIDC_GROUPS_CLAIM", "groups", "the claim that lists a staff member's groups (a dotted path reads a nested claim)", str(func(c *Config) *string { return &c.StaffOIDC.GroupsClaim })},
		{"staff-oidc-roles", "MYACCOUNT_STAFF_OIDC_ROLES", "", "the groups that give each staff role: agent=GROUP,billing=GROUP,admin=GROUP (the highest matching role wins)", str(func(c *Config) *string { return &c.StaffOIDC.Roles })},
		{"staff-oidc-scopes", "MYACCOUNT_STAFF_OIDC_SCOPES", "openid email profile groups", "the scopes asked of the staff identity provider, separated by spaces", str(func(c *Config) *string { return &c.StaffOIDC.Scopes })},
		{"apibrowser-users", "MYACCOUNT_APIBROWSER_USERS", "9001,9002", "the two internal account ids allowed to open /apibrowser", func(c *Config, v string) error {
			c.APIBrowserUsers = nil
			for _, p := range splitList(v) {
				n, err := strconv.ParseInt(p, 10, 64)
				if err != nil || n <= 0 {
					return fmt.Errorf("%q is not an account id", p)
				}
				c.APIBrowserUsers = append(c.APIBrowserUsers, n)
			}
			if len(c.APIBrowserUsers) > 2 {
				return errors.New("names at most two accounts")
			}
			return nil
		}},
		{"ingest-key", "MYACCOUNT_INGEST_KEY", "", "key the provider's systems send as 'Authorization: Bearer KEY' on /ingest/ (at least 32 characters; empty: ingest off)", func(c *Config, v string) error {
			if v != "" && len(v) < 32 {
				return errors.New("must be at least 32 characters")
			}
			c.IngestKey = v
			return nil
		}},
		{"genieacs-url", "MYACCOUNT_GENIEACS_URL", "", "GenieACS NBI address (http://host:7557) routers are restarted through (empty: no restarts, or the simulated routers with --demo)", func(c *Config, v string) error {
			if v == "" {
				c.GenieACSURL = ""
				return nil
			}
			u, err := url.Parse(v)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
				return errors.New("must be http(s)://host[:port][/path]")
			}
			c.GenieACSURL = strings.TrimRight(v, "/")
			return nil
		}},
		{"vapid-subject", "MYACCOUNT_VAPID_SUBJECT", "", "the contact Web Push services may reach you at, mailto:… or https://… (empty: the support e-mail)", func(c *Config, v string) error {
			v = strings.TrimSpace(v)
			if v != "" && !strings.HasPrefix(v, "mailto:") && !strings.HasPrefix(v, "https://") {
				return errors.New("must be mailto:address or an https:// URL")
			}
			c.VAPIDSubject = v
			return nil
		}},
		{"s3-endpoint", "MYACCOUNT_S3_ENDPOINT", "", "S3-compatible storage for files, host:port (empty: files in the data folder); needed with several replicas", func(c *Config, v string) error {
			if v != "" {
				if _, _, err := net.SplitHostPort(v); err != nil {
					return errors.New("must be host:port without a scheme, e.g. s3.ca-central-1.amazonaws.com:443")
				}
			}
			c.S3.Endpoint = v
			return nil
		}},
		{"s3-secure", "MYACCOUNT_S3_SECURE", "true", "reach the S3 endpoint over https", func(c *Config, v string) error {
			b, err := strconv.ParseBool(v)
			if err != nil {
				return errors.New("must be true or false")
			}
			c.S3.Secure = b
			return nil
		}},
		{"s3-bucket", "MYACCOUNT_S3_BUCKET", "", "S3 bucket (it must exist)", str(func(c *Config) *string { return &c.S3.Bucket })},
		{"s3-region", "MYACCOUNT_S3_REGION", "us-east-1", "S3 region", str(func(c *Config) *string { return &c.S3.Region })},
		{"s3-access-key", "MYACCOUNT_S3_ACCESS_KEY", "", "S3 access key", str(func(c *Config) *string { return &c.S3.AccessKey })},
		{"s3-secret-key", "MYACCOUNT_S3_SECRET_KEY", "", "S3 secret key", str(func(c *Config) *string { return &c.S3.SecretKey })},
		{"s3-prefix", "MYACCOUNT_S3_PREFIX", "", "key prefix inside the bucket, e.g. myaccount/", str(func(c *Config) *string { return &c.S3.Prefix })},
		{"payment-gateway", "MYACCOUNT_PAYMENT_GATEWAY", "", "sandbox (the test gateway at /sandbox/, never real money) or none (online payments off); default: sandbox with --demo, else none", func(c *Config, v string) error {
			if v != "" && v != "sandbox" && v != "none" {
				return errors.New("must be sandbox or none (a real gateway plugs in as code: see the README)")
			}
			c.PaymentGateway = v
			return nil
		}},
		{"templates", "MYACCOUNT_TEMPLATES", "", "folder of contract and agreement templates (contract-VERSION.LANG.txt, agreement-TYPE.LANG.txt) that replace or add to the built-in ones", func(c *Config, v string) error {
			c.Templates = strings.TrimSpace(v)
			return nil
		}},
		{"agreement-text-path", "MYACCOUNT_AGREEMENT_TEXT_PATH", "/guest/agreementtext", "path of the public agreement text the contract page shows (?type=&lang=)", func(c *Config, v string) error {
			if !regexp.MustCompile(`^/[A-Za-z0-9_./-]*[A-Za-z0-9_-]$`).MatchString(v) || strings.Contains(v, "..") || strings.Contains(v, "//") {
				return errors.New("must be a path such as /guest/agreementtext")
			}
			for _, taken := range []string{"/api", "/ui", "/auth", "/sandbox", "/ingest", "/healthz", "/readyz", "/guest/branding", "/guest/unsubscribeemail"} {
				if v == taken || strings.HasPrefix(v, taken+"/") {
					return fmt.Errorf("cannot be under %s, which the portal serves", taken)
				}
			}
			c.AgreementTextPath = v
			return nil
		}},
		{"smtp-url", "MYACCOUNT_SMTP_URL", "", "the SMTP server for e-mail: smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS); empty: e-mails are only logged and wait in the outbox", func(c *Config, v string) error {
			if v != "" {
				if _, err := mail.ParseSMTP(v); err != nil {
					return err
				}
			}
			c.SMTPURL = v
			return nil
		}},
		{"mail-from", "MYACCOUNT_MAIL_FROM", "", "the e-mails' sender, e.g. \"Prairie Wave <no-reply@prairiewave.example>\" (default: no-reply@ the support e-mail's domain, or no-reply@localhost)", func(c *Config, v string) error {
			if v != "" {
				a, err := netmail.ParseAddress(v)
				if err != nil || !strings.Contains(a.Address, "@") {
					return errors.New("must be an e-mail address such as no-reply@example.com, with a name or not")
				}
			}
			c.MailFrom = v
			return nil
		}},
		{"featured-package", "MYACCOUNT_FEATURED_PACKAGE", "65", "package id highlighted with stars", func(c *Config, v string) error {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				return errors.New("must be a package id")
			}
			c.FeaturedPackage = n
			return nil
		}},
		{"slowdown-mbps", "MYACCOUNT_SLOWDOWN_MBPS", "10", "Unlimited mode's download speed in Mbps (0: not said)", func(c *Config, v string) error {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 || n > 100000 {
				return errors.New("must be a speed in Mbps, 0 to 100000")
			}
			c.SlowdownMbps = n
			return nil
		}},
	}
}

// Load reads the settings of cmd from args and env (flags win).
func Load(cmd string, args []string, env func(string) string, stderr io.Writer) (Config, error) {
	fs := flag.NewFlagSet("myaccount "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	finish := Flags(fs, env)
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		return Config{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return finish()
}

// Flags defines every setting on fs, a command's own flag set (`admin`
// has flags of its own besides the settings), with env as the fallback
// source, and returns what reads the settings once fs is parsed. A secret
// variable's value is never a flag's default, so -h cannot print it.
func Flags(fs *flag.FlagSet, env func(string) string) (finish func() (Config, error)) {
	all := settings()
	values := make([]*string, len(all))
	var demo *bool
	for i, s := range all {
		if s.flag == "demo" {
			// --demo is a plain switch on the command line.
			demo = fs.Bool("demo", false, s.help+" ["+s.env+"]")
			continue
		}
		def := s.def
		if v := env(s.env); v != "" && !secretEnv[s.env] {
			def = v
		}
		values[i] = fs.String(s.flag, def, s.help+" ["+s.env+"]")
	}
	return func() (Config, error) {
		var c Config
		given := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
		for i, s := range all {
			var v string
			switch {
			case secretEnv[s.env] && !given[s.flag] && env(s.env) != "":
				v = env(s.env)
			case s.flag != "demo":
				v = *values[i]
			case *demo:
				v = "true"
			case env(s.env) != "":
				v = env(s.env)
			default:
				v = "false"
			}
			if err := s.apply(&c, v); err != nil {
				return c, fmt.Errorf("bad setting %s (--%s): %v", s.env, s.flag, err)
			}
		}
		if c.PublicURL == "" {
			c.PublicURL = "http://" + c.Addr
		}
		if c.MailFrom == "" {
			c.MailFrom = defaultMailFrom(c.Branding.Email)
		}
		if c.S3.Endpoint != "" && (c.S3.Bucket == "" || c.S3.AccessKey == "" || c.S3.SecretKey == "") {
			return c, errors.New("bad setting MYACCOUNT_S3_ENDPOINT (--s3-endpoint): the endpoint, bucket, access key and secret key go together")
		}
		if (c.OIDCIssuer != "") != (c.OIDCClientID != "") || (c.OIDCIssuer != "" && c.OIDCSecret == "") {
			return c, errors.New("bad setting MYACCOUNT_OIDC_ISSUER (--oidc-issuer): the issuer, client id and client secret go together")
		}
		if so := c.StaffOIDC; so.Issuer != "" || so.ClientID != "" || so.ClientSecret != "" {
			if so.Issuer == "" || so.ClientID == "" || so.ClientSecret == "" {
				return c, errors.New("bad setting MYACCOUNT_STAFF_OIDC_ISSUER (--staff-oidc-issuer): the issuer, client id and client secret go together")
			}
			if strings.TrimSpace(so.Roles) == "" {
				return c, errors.New("bad setting MYACCOUNT_STAFF_OIDC_ROLES (--staff-oidc-roles): name the groups that give each staff role, such as agent=support,billing=finance,admin=it-admins")
			}
		}
		return c, nil
	}
}

// defaultMailFrom is the sender when none is set: no-reply at the support
// address's domain, so that the e-mails come from the provider's own
// domain (whose SPF and DKIM the SMTP server signs for).
func defaultMailFrom(support string) string {
	if a, err := netmail.ParseAddress(support); err == nil {
		if _, domain, ok := strings.Cut(a.Address, "@"); ok && domain != "" {
			return "no-reply@" + domain
		}
	}
	return "no-reply@localhost"
}

func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
