package config

import (
	"io"
	"strings"
	"testing"
)

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsAndPrecedence(t *testing.T) {
	c, err := Load("serve", nil, envOf(nil), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "127.0.0.1:8080" || c.DataDir != "./data" || c.PublicURL != "http://127.0.0.1:8080" || c.Demo ||
		c.Location.String() != "America/Edmonton" || c.Branding.ProductName == "" || c.DatabaseDSN() != "data/myaccount.db" {
		t.Fatalf("defaults = %+v", c)
	}
	c, err = Load("serve", []string{"--addr", "0.0.0.0:9000", "--demo"}, envOf(map[string]string{
		"MYACCOUNT_ADDR": "127.0.0.1:1", "MYACCOUNT_PROVIDER_NAME": "Acme Net", "MYACCOUNT_DATABASE_URL": "postgres://x@y/z",
		"MYACCOUNT_GUEST_ORIGINS": "https://www.acme.example, https://acme.example", "MYACCOUNT_TRUSTED_PROXIES": "10.0.0.0/8",
	}), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != "0.0.0.0:9000" || !c.Demo || c.Branding.ProviderName != "Acme Net" || c.DatabaseDSN() != "postgres://x@y/z" ||
		len(c.GuestOrigins) != 2 || len(c.TrustedProxies) != 1 {
		t.Fatalf("flags over env: %+v", c)
	}
	c, _ = Load("serve", nil, envOf(map[string]string{"MYACCOUNT_DEMO": "true"}), io.Discard)
	if !c.Demo {
		t.Fatal("MYACCOUNT_DEMO=true ignored")
	}
}

// A bad setting stops start-up with one line naming it.
func TestBadSettingsNameThemselves(t *testing.T) {
	for env, val := range map[string]string{
		"MYACCOUNT_ADDR":             "8080",
		"MYACCOUNT_DATABASE_URL":     "mysql://x",
		"MYACCOUNT_PUBLIC_URL":       "ftp://x",
		"MYACCOUNT_LOG_FORMAT":       "xml",
		"MYACCOUNT_TIMEZONE":         "Mars/Olympus",
		"MYACCOUNT_SECRET":           "short",
		"MYACCOUNT_GUEST_ORIGINS":    "https://x.example/path",
		"MYACCOUNT_TRUSTED_PROXIES":  "10.0.0.0/99",
		"MYACCOUNT_TOKEN_TTL":        "1m",
		"MYACCOUNT_PRIMARY_COLOR":    "blue",
		"MYACCOUNT_APIBROWSER_USERS": "1,2,3",
		"MYACCOUNT_DEMO":             "maybe",
		"MYACCOUNT_OIDC_ISSUER":      "https://issuer.example",
		"MYACCOUNT_INGEST_KEY":       "too-short",
		"MYACCOUNT_SMTP_URL":         "http://user:hunter2@mail.example.com",
		"MYACCOUNT_MAIL_FROM":        "not an address",
	} {
		_, err := Load("serve", nil, envOf(map[string]string{env: val}), io.Discard)
		if err == nil || !strings.Contains(err.Error(), env) || strings.Contains(err.Error(), "\n") ||
			strings.Contains(err.Error(), "hunter2") {
			t.Errorf("%s=%q: %v", env, val, err)
		}
	}
	if _, err := Load("serve", []string{"--nosuchflag"}, envOf(nil), io.Discard); err == nil {
		t.Error("unknown flag accepted")
	}
	if _, err := Load("serve", []string{"extra"}, envOf(nil), io.Discard); err == nil {
		t.Error("stray argument accepted")
	}
}

// E-mail: the SMTP URL is checked at start-up without ever being repeated
// (it holds a password), even by -h; the sender defaults to no-reply at
// the support address's domain.
func TestMailSettings(t *testing.T) {
	c, err := Load("serve", nil, envOf(nil), io.Discard)
	if err != nil || c.SMTPURL != "" || c.MailFrom != "no-reply@prairiewave.example" {
		t.Fatalf("defaults: %q %q %v", c.SMTPURL, c.MailFrom, err)
	}
	c, err = Load("serve", []string{"--support-email", ""}, envOf(nil), io.Discard)
	if err != nil || c.MailFrom != "no-reply@localhost" {
		t.Fatalf("no support address: %q %v", c.MailFrom, err)
	}
	env := envOf(map[string]string{"MYACCOUNT_SMTP_URL": "smtps://mailer:hunter2@smtp.example.com:465",
		"MYACCOUNT_MAIL_FROM": "Acme <no-reply@acme.example>"})
	c, err = Load("serve", nil, env, io.Discard)
	if err != nil || c.SMTPURL != "smtps://mailer:hunter2@smtp.example.com:465" || c.MailFrom != "Acme <no-reply@acme.example>" {
		t.Fatalf("from the environment: %q %q %v", c.SMTPURL, c.MailFrom, err)
	}
	c, err = Load("serve", []string{"--smtp-url", "smtp://127.0.0.1:1025"}, env, io.Discard)
	if err != nil || c.SMTPURL != "smtp://127.0.0.1:1025" {
		t.Fatalf("the flag wins: %q %v", c.SMTPURL, err)
	}
	var help strings.Builder
	_, _ = Load("serve", []string{"-h"}, env, &help)
	if strings.Contains(help.String(), "hunter2") || !strings.Contains(help.String(), "MYACCOUNT_SMTP_URL") {
		t.Fatalf("-h shows the password or lacks the setting:\n%s", help.String())
	}
}

// The staff console's identity provider: issuer, client id and secret go
// together, and need the groups that give the roles; the secret is never
// a flag's default (-h would print it).
func TestStaffOIDCSettings(t *testing.T) {
	full := map[string]string{"MYACCOUNT_STAFF_OIDC_ISSUER": "https://sso.example", "MYACCOUNT_STAFF_OIDC_CLIENT_ID": "myaccount-staff",
		"MYACCOUNT_STAFF_OIDC_CLIENT_SECRET": "s3cret-value", "MYACCOUNT_STAFF_OIDC_ROLES": "agent=support,admin=it-admins"}
	var help strings.Builder
	c, err := Load("serve", nil, envOf(full), &help)
	if err != nil {
		t.Fatal(err)
	}
	so := c.StaffOIDC
	if so.Issuer != "https://sso.example" || so.ClientID != "myaccount-staff" || so.ClientSecret != "s3cret-value" ||
		so.GroupsClaim != "groups" || so.Roles != "agent=support,admin=it-admins" || so.Scopes != "openid email profile groups" {
		t.Fatalf("staff OIDC %+v", so)
	}
	if _, err := Load("serve", []string{"-h"}, envOf(full), &help); err == nil || strings.Contains(help.String(), "s3cret-value") {
		t.Errorf("-h: %v\n%s", err, help.String())
	}
	for _, drop := range []string{"MYACCOUNT_STAFF_OIDC_CLIENT_ID", "MYACCOUNT_STAFF_OIDC_CLIENT_SECRET", "MYACCOUNT_STAFF_OIDC_ROLES"} {
		env := map[string]string{}
		for k, v := range full {
			if k != drop {
				env[k] = v
			}
		}
		if _, err := Load("serve", nil, envOf(env), io.Discard); err == nil || !strings.Contains(err.Error(), "MYACCOUNT_STAFF_OIDC") {
			t.Errorf("without %s: %v", drop, err)
		}
	}
	if _, err := Load("serve", nil, envOf(map[string]string{"MYACCOUNT_STAFF_OIDC_ISSUER": "sso.example"}), io.Discard); err == nil {
		t.Error("an issuer that is no URL was accepted")
	}
}
