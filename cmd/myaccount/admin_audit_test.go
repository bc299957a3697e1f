package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// covers: issue 30 item 7 — the admin commands' actions are in the staff
// log as coming from the command line (and its host), with before → after
// where the service knows them.
func TestAdminActionsSayCommandLine(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return dir
		}
		return ""
	}
	admin := func(args ...string) {
		t.Helper()
		if err := runAdmin(ctx, append(args, "--by", "riley"), env, &bytes.Buffer{}, io.Discard); err != nil {
			t.Fatal(err)
		}
	}
	admin("api-key", "create", "billing-sync")
	admin("api-key", "revoke", "billing-sync")
	st, err := store.Open(ctx, filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	as, err := st.StaffLog(ctx, portal.StaffLogFilter{Actor: "riley"})
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != 2 || as[0].Action != "api-key-revoke" || as[0].Before != "live" || as[0].After != "revoked" {
		t.Fatalf("recorded %+v", as)
	}
	for _, a := range as {
		if !strings.HasPrefix(a.Address, "command line") {
			t.Fatalf("%s came from %q", a.Action, a.Address)
		}
	}
}
