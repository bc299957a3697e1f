package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"myaccount/internal/config"
	"myaccount/internal/demo"
	"myaccount/internal/files"
	"myaccount/internal/gateway/sandbox"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

// adminDB is a demo data set seeded as of last month, with its cards at
// the sandbox gateway, and the flags that name its database to admin.
func adminDB(t *testing.T, engine string) (*store.Store, []string) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	var st *store.Store
	flags := []string{"--data", dir}
	if engine == "postgres" {
		st = storetest.Postgres(t)
		flags = append(flags, "--database-url", storetest.DSN(t, st))
	} else {
		var err error
		if st, err = store.Open(ctx, filepath.Join(dir, "myaccount.db")); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		if err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
	}
	cfg, err := config.Load("serve", nil, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	folder, err := files.NewFolder(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().In(cfg.Location)
	lastMonth := time.Date(now.Year(), now.Month(), 1, 12, 0, 0, 0, cfg.Location).AddDate(0, 0, -10)
	if _, err := demo.Seed(ctx, st, demo.Options{Now: lastMonth, Location: cfg.Location, PasswordParams: password.Fast,
		UnsubscribeSecret: []byte("u"), PublicURL: cfg.PublicURL, Files: folder,
		Cards: sandbox.New(st, sandbox.Options{PublicURL: cfg.PublicURL})}); err != nil {
		t.Fatal(err)
	}
	return st, flags
}

// The staff's invoice run charges the auto-payers, as the portal's does:
// admin builds the services with the gateway of the settings.
func TestAdminIssueInvoicesChargesAutoPayers(t *testing.T) {
	for _, engine := range []string{"sqlite", "postgres"} {
		t.Run(engine, func(t *testing.T) {
			ctx := context.Background()
			st, flags := adminDB(t, engine)
			env := func(k string) string {
				switch k {
				case "MYACCOUNT_PAYMENT_GATEWAY":
					return "sandbox"
				case "USER":
					return "sam"
				}
				return ""
			}
			started := time.Now().Add(-time.Second)
			var out bytes.Buffer
			if err := run(ctx, append([]string{"admin", "issue-invoices"}, flags...), env, &out, io.Discard); err != nil {
				t.Fatalf("issue-invoices: %v\n%s", err, out.String())
			}
			if !strings.Contains(out.String(), "invoice(s) issued") || strings.HasPrefix(out.String(), "0 ") {
				t.Fatalf("nothing issued:\n%s", out.String())
			}
			p, err := st.LastPayment(ctx, demo.AveryMain)
			if err != nil || p.CreatedAt.Before(started) {
				t.Fatalf("avery's card was not charged: %+v %v\n%s", p, err, out.String())
			}
			if p.Status != portal.PaymentSucceeded || p.AmountCents <= 0 {
				t.Errorf("avery's automatic payment: %+v", p)
			}
		})
	}
}
