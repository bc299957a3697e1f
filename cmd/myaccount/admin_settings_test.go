package main

import (
	"bytes"
	"context"
	"io"
	"os/user"
	"strings"
	"testing"
)

// admin takes the settings of serve as flags (--data, --database-url), and
// records a non-empty actor: $USER, else $LOGNAME, else the system's user
// name; an explicitly empty --by is refused.
func TestAdminSettingsAndActor(t *testing.T) {
	ctx := context.Background()
	_, flags := adminDB(t, "sqlite") // flags: --data DIR
	vars := map[string]string{}
	env := func(k string) string { return vars[k] }
	admin := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(append([]string{"admin"}, args...), flags...), env, &out, io.Discard)
		return out.String(), err
	}

	// --data names the folder; MYACCOUNT_DATA is not set. The settings may
	// come after the command or before it.
	if out, err := admin("ledger", "2001"); err != nil || !strings.Contains(out, "past due") {
		t.Fatalf("admin ledger --data: %v\n%s", err, out)
	}
	var out bytes.Buffer
	if err := run(ctx, append(append([]string{"admin"}, flags...), "ledger", "2001"), env, &out, io.Discard); err != nil ||
		!strings.Contains(out.String(), "past due") {
		t.Fatalf("admin --data DIR ledger: %v\n%s", err, out.String())
	}
	if err := run(ctx, append([]string{"admin"}, flags...), env, io.Discard, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "no admin command") {
		t.Fatalf("admin with settings but no command: %v", err)
	}

	name := "admin"
	if u, err := user.Current(); err == nil && strings.TrimSpace(u.Username) != "" {
		name = strings.TrimSpace(u.Username)
	}
	for _, c := range []struct {
		user, logname, want string
	}{
		{"sam", "lee", "sam"},
		{"", "lee", "lee"},
		{"", "", name},
	} {
		vars["USER"], vars["LOGNAME"] = c.user, c.logname
		out, err := admin("charge", "2001", "5.00", "--description", "Test charge")
		if err != nil || !strings.Contains(out, "by "+c.want+" ") {
			t.Errorf("USER=%q LOGNAME=%q: %v %s", c.user, c.logname, err, out)
		}
	}
	vars["USER"] = "sam"
	for _, by := range []string{"", "  "} {
		if out, err := admin("charge", "2001", "5.00", "--description", "Test charge", "--by", by); err == nil ||
			!strings.Contains(err.Error(), "--by") {
			t.Errorf("--by %q: %v %s", by, err, out)
		}
	}
}
