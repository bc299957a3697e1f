package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
)

// `admin api-key`: create prints the key alone on the last line and stores
// only its hash; the key authenticates until revoked; a name is used once;
// both actions are in the staff log under --by.
func TestAdminAPIKeys(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return dir
		}
		return ""
	}
	admin := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runAdmin(ctx, append(args, "--by", "riley"), env, &out, io.Discard)
		return out.String(), err
	}
	out, err := admin("api-key", "create", "billing-sync")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	key := lines[len(lines)-1]
	if !strings.HasPrefix(key, provisioning.KeyPrefix) || strings.ContainsAny(key, " \t") {
		t.Fatalf("the last line is not the key alone:\n%s", out)
	}
	if _, err := admin("api-key", "create", "billing-sync"); err == nil {
		t.Error("a second key with the same name was made")
	}
	if _, err := admin("api-key", "create", "bad name\x1b"); err == nil {
		t.Error("a name with a space and an escape was accepted")
	}

	st, err := store.Open(ctx, filepath.Join(dir, "myaccount.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc := provisioning.New(st, provisioning.Options{})
	if k, err := svc.Authenticate(ctx, key); err != nil || k.Name != "billing-sync" {
		t.Fatalf("the printed key does not authenticate: %+v %v", k, err)
	}
	if out, _ := admin("api-key", "list"); !strings.Contains(out, "billing-sync") || strings.Contains(out, key) {
		t.Errorf("list:\n%s", out)
	}
	if _, err := admin("api-key", "revoke", "billing-sync"); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Authenticate(ctx, key); !errors.Is(err, portal.ErrNoRows) {
		t.Errorf("a revoked key authenticates: %v", err)
	}
	if _, err := admin("api-key", "revoke", "billing-sync"); err == nil {
		t.Error("revoking twice succeeded")
	}
	out, _ = admin("actions")
	if !strings.Contains(out, "api-key-create") || !strings.Contains(out, "api-key-revoke") || !strings.Contains(out, "riley") {
		t.Errorf("the actions log lacks the key's creation or revocation:\n%s", out)
	}
}
