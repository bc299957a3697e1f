package main

import (
	"bytes"
	"context"
	"io"
	"net/url"
	"strings"
	"testing"

	"myaccount/internal/console"
	"myaccount/internal/portal"
)

// `admin staff add|list|disable` and `admin totp-code`: add prints a
// one-time link to set a password on the console; list shows the login;
// disable ends it; each is recorded in the staff log under --by;
// totp-code is refused on a database without the demo data.
func TestAdminStaff(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		switch k {
		case "MYACCOUNT_DATA":
			return dir
		case "MYACCOUNT_PUBLIC_URL":
			return "https://portal.example"
		}
		return ""
	}
	admin := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := runAdmin(ctx, append(args, "--by", "riley"), env, &out, io.Discard)
		return out.String(), err
	}
	out, err := admin("staff", "add", "Jo@Example.com", "--role", "billing", "--name", "Jo Banks")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	link, err := url.Parse(lines[len(lines)-1])
	if err != nil || link.Host != "portal.example" || link.Path != "/staff/set-password" || len(link.Query().Get("token")) < 40 {
		t.Fatalf("the last line is not the link:\n%s", out)
	}
	if _, err := admin("staff", "add", "jo@example.com", "--role", "agent"); err == nil {
		t.Error("a second staff login with the same e-mail was made")
	}
	if _, err := admin("staff", "add", "pat@example.com"); err == nil || !strings.Contains(err.Error(), "--role") {
		t.Errorf("add without a role: %v", err)
	}
	if _, err := admin("staff", "add", "pat@example.com", "--role", "owner"); err == nil {
		t.Error("a role that is not one was accepted")
	}
	out, err = admin("staff", "list")
	if err != nil || !strings.Contains(out, "jo@example.com") || !strings.Contains(out, "billing") || !strings.Contains(out, "not enrolled") {
		t.Errorf("list: %v\n%s", err, out)
	}
	if out, err := admin("staff", "disable", "jo@example.com"); err != nil || !strings.Contains(out, "disabled by riley") {
		t.Errorf("disable: %v\n%s", err, out)
	}
	if out, _ := admin("staff", "list"); !strings.Contains(out, "disabled") {
		t.Errorf("list after disable:\n%s", out)
	}
	if _, err := admin("staff", "disable", "nobody@example.com"); err == nil {
		t.Error("disabled a staff login that does not exist")
	}
	out, err = admin("actions")
	if err != nil || !strings.Contains(out, "staff-add") || !strings.Contains(out, "staff-disable") || !strings.Contains(out, "riley") {
		t.Errorf("actions: %v\n%s", err, out)
	}
	if _, err := admin("totp-code", "jo@example.com"); err == nil || !strings.Contains(err.Error(), "demo data only") {
		t.Errorf("totp-code outside the demo data: %v", err)
	}
	var help bytes.Buffer
	_ = runAdmin(ctx, []string{"help"}, env, &help, io.Discard)
	for _, want := range []string{"Staff console (/staff/):", "staff add EMAIL --role R", "totp-code EMAIL", "Change requests (Account page):",
		"  A pre-install account whose documents"} {
		if !strings.Contains(help.String(), want) {
			t.Errorf("usage lacks %q:\n%s", want, help.String())
		}
	}
}

// Every admin command is in the help and names a permission of the
// console's role table (the role it takes once staff logins run it).
func TestAdminCommandTable(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range adminCommands {
		if seen[c.name] {
			t.Errorf("%s: twice in the table", c.name)
		}
		seen[c.name] = true
		if c.run == nil || len(c.usage) == 0 || !strings.HasPrefix(c.usage[0], c.name) {
			t.Errorf("%s: no run function or usage line", c.name)
		}
		if !strings.Contains(adminUsage, "  "+c.usage[0]+"\n") {
			t.Errorf("%s: not in the help", c.name)
		}
		if r := console.Needs(c.needs); !console.Allowed(r, c.needs) || (c.needs != console.PermStaff && c.needs != console.PermAPIKeys &&
			c.needs != console.PermSettings && r == portal.StaffAdmin) {
			t.Errorf("%s: permission %q is not in the role table", c.name, c.needs)
		}
	}
	if !console.Allowed(portal.StaffBilling, mustCommand(t, "credit").needs) || console.Allowed(portal.StaffAgent, mustCommand(t, "credit").needs) {
		t.Error("credit is not a billing action")
	}
	if console.Allowed(portal.StaffBilling, mustCommand(t, "staff").needs) {
		t.Error("staff is not an admin action")
	}
}

func mustCommand(t *testing.T, name string) adminCommand {
	t.Helper()
	c, ok := findAdminCommand(name)
	if !ok {
		t.Fatalf("no admin command %q", name)
	}
	return c
}
