package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"myaccount/internal/bulkimport"
	"myaccount/internal/config"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
)

const importUsage = `usage: myaccount import [--dry-run] [--invite] [--by NAME] FILE [settings]

Loads subscribers from FILE (docs/import.md): a CSV of subscribers, one a
row (account, internet package, login), or JSON Lines of the provider API's
resources ({"put": "/packages/F300", "body": {…}} a line). The format is told
by the content. Each row goes through the rules of the provider API and is
applied whole or not at all; refused rows are listed with why, the others
applied; the same file again changes nothing.

  --dry-run   check every row and write nothing
  --invite    send the invitation e-mail to each login of the file that has
              no password and was never invited
  --by NAME   who is importing, for the staff log (default: import:FILE)

The database is the one of serve's settings (MYACCOUNT_DATA or
MYACCOUNT_DATABASE_URL, or --data / --database-url). It exits 1 when a row
was refused.
`

// runImport runs `myaccount import`.
func runImport(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	var file, by string
	var dryRun, invite bool
	var settings []string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-h" || a == "--help" || a == "help":
			fmt.Fprint(stdout, importUsage)
			return nil
		case a == "--dry-run" || a == "-dry-run":
			dryRun = true
		case a == "--invite" || a == "-invite":
			invite = true
		case a == "--by" || a == "-by":
			if i+1 >= len(args) {
				return errors.New("import: --by needs a name")
			}
			i++
			by = args[i]
		case strings.HasPrefix(a, "--by="):
			by = strings.TrimPrefix(a, "--by=")
		case strings.HasPrefix(a, "-"):
			// A setting of serve's (--data DIR, --database-url=…).
			settings = append(settings, a)
			if !strings.Contains(a, "=") && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++
				settings = append(settings, args[i])
			}
		case file == "":
			file = a
		default:
			return fmt.Errorf("import: one file at a time (%q and %q given)", file, a)
		}
	}
	if file == "" {
		fmt.Fprint(stderr, importUsage)
		return errors.New("import: give the file to load")
	}
	if by == "" {
		by = "import:" + filepath.Base(file)
	}
	if strings.TrimSpace(by) == "" || strings.ContainsFunc(by, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return errors.New("import: --by must name who is importing, in plain text")
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("import: %w", err)
	}
	defer f.Close()

	cfg, err := config.Load("import", settings, env, stderr)
	if err != nil {
		return err
	}
	st, err := store.Open(ctx, cfg.DatabaseDSN())
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		return err
	}
	parts, err := buildServices(ctx, cfg, st, slog.New(slog.DiscardHandler), nil)
	if err != nil {
		return err
	}
	svc := services.New(st, parts.Options)
	prov := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Location: cfg.Location}, Invitations: svc.Invitations})
	o := bulkimport.Options{Actor: by, DryRun: dryRun, Invite: invite, Report: stdout}
	if st.Engine() == "sqlite" {
		// One writer at a time on SQLite: more workers only wait.
		o.Workers = 2
	}
	if isTerminal(stderr) {
		o.Progress = stderr
	}
	sum, err := bulkimport.Run(ctx, prov, f, o)
	if err != nil {
		return fmt.Errorf("import: %w", err)
	}
	what := "applied"
	if dryRun {
		what = "checked (dry run: nothing written)"
	}
	if sum.Format == bulkimport.FormatCSV {
		fmt.Fprintf(stdout, "%d rows %s in %.1f s: %d created, %d changed, %d unchanged, %d refused",
			sum.Rows, what, sum.Elapsed.Seconds(), sum.Created, sum.Changed, sum.Unchanged, sum.Refused)
	} else {
		fmt.Fprintf(stdout, "%d lines %s in %.1f s: %d created, %d replaced or unchanged, %d refused",
			sum.Rows, what, sum.Elapsed.Seconds(), sum.Created, sum.Unchanged, sum.Refused)
	}
	if invite {
		fmt.Fprintf(stdout, "; %d invitations sent", sum.Invited)
	}
	fmt.Fprintln(stdout)
	if sum.Refused > 0 {
		return fmt.Errorf("import: %d rows refused (listed above); the others were %s", sum.Refused, what)
	}
	return nil
}

// isTerminal reports whether w is a terminal (the progress line is for
// people, not for logs).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
