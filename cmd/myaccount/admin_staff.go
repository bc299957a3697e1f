package main

import (
	"fmt"

	"myaccount/internal/demo"
	"myaccount/internal/portal"
)

// adminStaff runs `admin staff add|list|disable`: the staff console's
// logins. Each change is recorded in the staff log with --by.
func adminStaff(a *adminRun) error {
	if len(a.args) == 0 {
		return fmt.Errorf("staff: give add EMAIL --role R, list or disable EMAIL")
	}
	email := func() (string, error) {
		if len(a.args) < 2 {
			return "", fmt.Errorf("staff %s: give the staff login's e-mail address", a.args[0])
		}
		return a.args[1], nil
	}
	svc := a.parts.Console
	switch a.args[0] {
	case "add":
		e, err := email()
		if err != nil {
			return err
		}
		if a.role == "" {
			return fmt.Errorf("staff add: give --role agent, billing or admin")
		}
		m, link, err := svc.Add(a.ctx, a.by, e, a.staffName, portal.StaffRole(a.role))
		if err != nil {
			return fmt.Errorf("staff add: %w", err)
		}
		printf(a.w, "Staff login %s (%s) made by %s.\n", m.Email, m.Role, a.by)
		if a.cfg.SMTPURL != "" {
			fmt.Fprintf(a.w, "It is e-mailed to them. ")
		}
		fmt.Fprintf(a.w, "Send them this link to choose a password (it works once, for 72 hours); at their first sign-in\n")
		fmt.Fprintf(a.w, "they enrol an authenticator app:\n")
		fmt.Fprintln(a.w, link)
		return nil
	case "list":
		ms, err := svc.List(a.ctx)
		if err != nil {
			return err
		}
		fmt.Fprintln(a.w, "EMAIL\tNAME\tROLE\tPASSWORD\tSECOND FACTOR\tLAST SIGN-IN\tCREATED\tBY\tDISABLED")
		for _, m := range ms {
			pw, factor, last, disabled := "not set", "not enrolled", "never", "-"
			if m.HasPassword {
				pw = "set"
			}
			if m.Enrolled {
				factor = "TOTP"
			}
			if !m.LastSignInAt.IsZero() {
				last = when(m.LastSignInAt, a.cfg)
			}
			if m.Disabled {
				disabled = "disabled"
			}
			printf(a.w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", m.Email, m.Name, m.Role, pw, factor, last,
				when(m.CreatedAt, a.cfg), m.CreatedBy, disabled)
		}
		if len(ms) == 0 {
			fmt.Fprintln(a.w, "(none)")
		}
		return nil
	case "disable":
		e, err := email()
		if err != nil {
			return err
		}
		changed, err := svc.Disable(a.ctx, a.by, e)
		if err != nil {
			return fmt.Errorf("staff disable: %w", err)
		}
		if !changed {
			printf(a.w, "Staff login %s was disabled already.\n", e)
			return nil
		}
		printf(a.w, "Staff login %s disabled by %s: its sessions ended.\n", e, a.by)
		return nil
	}
	return fmt.Errorf("staff: unknown action %q (add, list or disable)", a.args[0])
}

// adminTOTPCode prints a demo staff login's current sign-in code; refused
// unless the database holds the demo data and the login is a demo one.
func adminTOTPCode(a *adminRun) error {
	if len(a.args) == 0 {
		return fmt.Errorf("totp-code: give the demo staff login's e-mail address")
	}
	isDemo, err := demo.IsDemo(a.ctx, a.st)
	if err != nil {
		return err
	}
	code, err := a.parts.Console.DemoCode(a.ctx, a.args[0], isDemo)
	if err != nil {
		return fmt.Errorf("totp-code: %w", err)
	}
	fmt.Fprintln(a.w, code)
	return nil
}
