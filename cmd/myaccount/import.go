package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"myaccount/internal/bulkimport"
	"myaccount/internal/config"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

const importUsage = `usage: myaccount import [--dry-run] [--invite] [--by NAME] [settings] FILE

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

// runImport runs `myaccount import`. Its flags and serve's settings may
// come before or after the file, as admin's do.
func runImport(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("myaccount import", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, importUsage) }
	dryRun := fs.Bool("dry-run", false, "check every row and write nothing")
	invite := fs.Bool("invite", false, "invite each login of the file never invited")
	by := fs.String("by", "", "who is importing, for the staff log (default: import:FILE)")
	settings := config.Flags(fs, env)
	var files []string
	for rest := args; len(rest) > 0; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil
			}
			return err
		}
		rest = fs.Args()
		if len(rest) > 0 {
			files = append(files, rest[0])
			rest = rest[1:]
		}
	}
	switch {
	case len(files) == 0:
		fmt.Fprint(stderr, importUsage)
		return errors.New("import: give the file to load")
	case len(files) > 1:
		return fmt.Errorf("import: one file at a time (%q and %q given)", files[0], files[1])
	}
	file := files[0]
	actor := *by
	if actor == "" {
		actor = "import:" + filepath.Base(file)
	}
	if strings.TrimSpace(actor) == "" || strings.ContainsFunc(actor, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return errors.New("import: --by must name who is importing, in plain text")
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("import: %w", err)
	}
	defer f.Close()
	cfg, err := settings()
	if err != nil {
		return err
	}
	st, _, svc, err := openStaffTools(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	prov := provisioning.New(st, provisioning.Options{Clock: portal.Clock{Location: cfg.Location}, Invitations: svc.Invitations})
	o := bulkimport.Options{Actor: actor, DryRun: *dryRun, Invite: *invite, Report: stdout}
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
	if *dryRun {
		what = "checked (dry run: nothing written)"
	}
	if sum.Format == bulkimport.FormatCSV {
		fmt.Fprintf(stdout, "%d rows %s in %.1f s: %d created, %d changed, %d unchanged, %d refused",
			sum.Rows, what, sum.Elapsed.Seconds(), sum.Created, sum.Changed, sum.Unchanged, sum.Refused)
	} else {
		fmt.Fprintf(stdout, "%d lines %s in %.1f s: %d created, %d replaced or unchanged, %d refused",
			sum.Rows, what, sum.Elapsed.Seconds(), sum.Created, sum.Unchanged, sum.Refused)
	}
	if *invite {
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
