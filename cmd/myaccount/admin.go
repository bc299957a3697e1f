package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/config"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
)

// The provider's staff act through `myaccount admin …` (a staff console
// comes later). Each command reads the database of the same settings as
// serve (--data, --database-url or their variables); each action is
// recorded with who did it (--by, default the system user) and when.

const adminUsage = `usage: myaccount admin <command> [flags] [arguments]

Change requests (Account page):
  requests [--all]                         list the requests under review (--all: every one)
  resolve-request ID [--note TEXT]         resolve a request: the subscriber may ask again

Void cheques (Auto Payment, EFT):
  cheques [--all]                          list the cheques waiting for review
  approve-cheque ID --last4 NNNN           approve: the bank account becomes the auto-payment method
  reject-cheque ID --reason TEXT           reject, with the reason the subscriber is told

Onboarding (identity documents, contracts, agreements):
  onboarding [--all]                       list what waits for review (--all: every one)
  approve-id-document ID                   approve an identity photo: documents complete, an ID re-sign ends
  reject-id-document ID --reason TEXT      reject, with the reason the subscriber is told
  approve-contract ID                      approve a contract or agreement: on file, its re-sign ends
  reject-contract ID --reason TEXT         reject, with the reason the subscriber is told
  A pre-install account whose documents, auto payment and contract are all
  complete leaves pre-install.

Ledger:
  charge ACCOUNT AMOUNT --description TEXT post a charge (dollars; billed on the next invoice)
  credit ACCOUNT AMOUNT --description TEXT post a credit (dollars; lowers the balance at once)
  ledger ACCOUNT                           print the account's ledger and balance
  issue-invoices                           issue this month's invoices that are due now
  actions [ACCOUNT]                        the staff's recorded actions, newest first

Provider API keys (/provider/v1, docs/provider-api.md):
  api-key create NAME                      make a key; it is printed once, alone on the last line
  api-key list                             every key: created, by whom, last used, revoked
  api-key revoke NAME                      revoke a key: its calls answer 401 at once

E-mail:
  mail [--failed] [--all]                  the outbox: messages not sent yet (--failed: given up; --all: every
                                           one), with their subject, link and status

Every command takes --by NAME (default: $USER, else $LOGNAME, else the
system's user name): who is acting.
Every command takes the settings of serve (--data, --database-url, or
MYACCOUNT_DATA, MYACCOUNT_DATABASE_URL, …): the same database, files,
payment gateway, templates and branding.
`

// openStaffTools opens and migrates the database of the settings and builds
// the services on it as serve does (buildServices): what the staff's
// commands, admin and import, act through.
func openStaffTools(ctx context.Context, cfg config.Config, stderr io.Writer) (*store.Store, portalServices, portal.Services, error) {
	st, err := store.Open(ctx, cfg.DatabaseDSN())
	if err != nil {
		return nil, portalServices{}, portal.Services{}, err
	}
	if err := st.Migrate(ctx); err != nil {
		st.Close()
		return nil, portalServices{}, portal.Services{}, err
	}
	parts, err := buildServices(ctx, cfg, st, newLogger(cfg, stderr), nil)
	if err != nil {
		st.Close()
		return nil, portalServices{}, portal.Services{}, err
	}
	return st, parts, services.New(st, parts.Options), nil
}

// runAdmin runs one admin command.
func runAdmin(ctx context.Context, args []string, env func(string) string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(stdout, adminUsage)
		if len(args) == 0 {
			return errors.New("no admin command given")
		}
		return nil
	}
	fs := flag.NewFlagSet("myaccount admin", flag.ContinueOnError)
	fs.SetOutput(stderr)
	by := fs.String("by", defaultActor(env), "who is acting (recorded with the action)")
	all := fs.Bool("all", false, "list every item, not only those waiting")
	note := fs.String("note", "", "what was done (resolve-request)")
	last4 := fs.String("last4", "", "the bank account's last four digits (approve-cheque)")
	reason := fs.String("reason", "", "why it is rejected, shown to the subscriber (reject-cheque, reject-id-document, reject-contract)")
	description := fs.String("description", "", "the charge's or credit's text, printed on the invoice")
	failed := fs.Bool("failed", false, "list the e-mails given up (mail)")
	settings := config.Flags(fs, env) // --data, --database-url, … as for serve
	// Flags may come before the command (admin --data DIR requests), and
	// before or after its arguments.
	var positional []string
	for rest := args; len(rest) > 0; {
		if err := fs.Parse(rest); err != nil {
			return err
		}
		rest = fs.Args()
		if len(rest) > 0 {
			positional = append(positional, rest[0])
			rest = rest[1:]
		}
	}
	if len(positional) == 0 {
		fmt.Fprint(stderr, adminUsage)
		return errors.New("no admin command given")
	}
	name, positional := positional[0], positional[1:]
	if strings.TrimSpace(*by) == "" {
		return errors.New("--by is empty: name who is acting (it is recorded with the action)")
	}
	cfg, err := settings()
	if err != nil {
		return err
	}
	st, parts, svc, err := openStaffTools(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	defer st.Close()
	staff := svc.Staff
	id := func(i int, what string) (int64, error) {
		if len(positional) <= i {
			return 0, fmt.Errorf("%s: give the %s", name, what)
		}
		n, err := strconv.ParseInt(positional[i], 10, 64)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("%s: %q is not a %s", name, positional[i], what)
		}
		return n, nil
	}
	amount := func(i int) (int64, error) {
		if len(positional) <= i {
			return 0, fmt.Errorf("%s: give the amount in dollars, such as 25.00", name)
		}
		cents, over, err := billing.ParseAmount(positional[i])
		if err != nil || over {
			return 0, fmt.Errorf("%s: %q is not an amount in dollars, such as 25.00", name, positional[i])
		}
		return cents, nil
	}
	w := tabwriter.NewWriter(stdout, 2, 4, 2, ' ', 0)
	defer w.Flush()
	switch name {
	case "requests":
		status := portal.RequestPending
		if *all {
			status = ""
		}
		rs, err := staff.ChangeRequests(ctx, status)
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "ID\tACCOUNT\tSENT\tSTATUS\tCALLBACK\tCHANGES")
		for _, r := range rs {
			printf(w, "%d\t%d\t%s\t%s\t%s\t%s\n", r.ID, r.AccountID, when(r.CreatedAt, cfg), r.Status, r.Callback, describeChanges(r))
		}
		if len(rs) == 0 {
			fmt.Fprintln(w, "(none)")
		}
		return nil
	case "resolve-request":
		n, err := id(0, "request id")
		if err != nil {
			return err
		}
		if err := staff.ResolveChangeRequest(ctx, *by, n, *note); err != nil {
			return err
		}
		printf(w, "change request %d resolved by %s\n", n, *by)
		return nil
	case "cheques":
		status := portal.UploadPending
		if *all {
			status = ""
		}
		us, err := staff.Uploads(ctx, portal.DocVoidCheque, status)
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "ID\tACCOUNT\tSENT\tSTATUS\tDOCUMENT\tDECIDED BY")
		for _, u := range us {
			printf(w, "%d\t%d\t%s\t%s\t%d\t%s\n", u.ID, u.AccountID, when(u.CreatedAt, cfg), u.Status, u.DocumentID, u.DecidedBy)
		}
		if len(us) == 0 {
			fmt.Fprintln(w, "(none)")
		}
		return nil
	case "approve-cheque":
		n, err := id(0, "cheque id")
		if err != nil {
			return err
		}
		if err := staff.ApproveVoidCheque(ctx, *by, n, *last4); err != nil {
			return err
		}
		printf(w, "void cheque %d approved by %s: EFT is the account's auto-payment method\n", n, *by)
		return nil
	case "reject-cheque":
		n, err := id(0, "cheque id")
		if err != nil {
			return err
		}
		if err := staff.RejectVoidCheque(ctx, *by, n, *reason); err != nil {
			return err
		}
		printf(w, "void cheque %d rejected by %s\n", n, *by)
		return nil
	case "onboarding":
		return listOnboarding(ctx, w, svc.OnboardingStaff, cfg, *all)
	case "approve-id-document", "reject-id-document", "approve-contract", "reject-contract":
		n, err := id(0, strings.TrimPrefix(strings.TrimPrefix(name, "approve-"), "reject-")+" id")
		if err != nil {
			return err
		}
		onb := svc.OnboardingStaff
		switch name {
		case "approve-id-document":
			err = onb.ApproveIdentity(ctx, *by, n)
		case "reject-id-document":
			err = onb.RejectIdentity(ctx, *by, n, *reason)
		case "approve-contract":
			err = onb.ApproveSignature(ctx, *by, n)
		default:
			err = onb.RejectSignature(ctx, *by, n, *reason)
		}
		if err != nil {
			return err
		}
		verb := "approved"
		if strings.HasPrefix(name, "reject-") {
			verb = "rejected"
		}
		what := "identity document"
		if strings.HasSuffix(name, "-contract") {
			what = "contract/agreement"
		}
		printf(w, "%s %d %s by %s\n", what, n, verb, *by)
		return nil
	case "charge", "credit":
		account, err := id(0, "account id")
		if err != nil {
			return err
		}
		cents, err := amount(1)
		if err != nil {
			return err
		}
		if name == "credit" {
			cents = -cents
		}
		e, err := staff.PostEntry(ctx, *by, account, cents, *description)
		if err != nil {
			return err
		}
		printf(w, "%s of %s posted on account %d by %s (ledger entry %d)\n", name, i18n.English.Money(abs(e.AmountCents)),
			account, *by, e.ID)
		return nil
	case "ledger":
		account, err := id(0, "account id")
		if err != nil {
			return err
		}
		entries, b, err := staff.Ledger(ctx, account)
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "DATE\tKIND\tINVOICE\tAMOUNT\tRUNNING\tDESCRIPTION")
		var running int64
		for _, e := range entries {
			running += e.AmountCents
			invoice := "-"
			if e.InvoiceID != 0 {
				invoice = strconv.FormatInt(e.InvoiceID, 10)
			}
			printf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", when(e.At, cfg), e.Kind, invoice, i18n.English.Money(e.AmountCents),
				i18n.English.Money(running), i18n.English.Render(e.Description))
		}
		printf(w, "\npast due %s, current %s, payments under way %s, charges since the last invoice %s\n",
			i18n.English.Money(b.PastDueCents), i18n.English.Money(b.CurrentCents), i18n.English.Money(b.PendingCents),
			i18n.English.Money(b.UnbilledCents))
		return nil
	case "issue-invoices":
		n, err := svc.Billing.IssueDue(ctx)
		printf(w, "%d invoice(s) issued\n", n)
		if n > 0 {
			err = errors.Join(err, st.AddStaffAction(ctx, portal.StaffAction{Actor: *by, Action: "issue-invoices",
				Detail: fmt.Sprintf("%d issued", n), At: time.Now()}))
		}
		// The automatic payments of the invoices are charged now rather
		// than when a portal's worker next settles (it would retry one
		// that fails here).
		if parts.Gateway != nil {
			settled, serr := svc.Payments.Settle(ctx)
			printf(w, "%d payment(s) settled\n", settled)
			err = errors.Join(err, serr)
		}
		return err
	case "mail":
		return adminMail(ctx, w, st, cfg, *all, *failed)
	case "actions":
		var account int64
		if len(positional) > 0 {
			if account, err = id(0, "account id"); err != nil {
				return err
			}
		}
		as, err := staff.Actions(ctx, account)
		if err != nil {
			return err
		}
		fmt.Fprintln(w, "WHEN\tWHO\tACTION\tACCOUNT\tSUBJECT\tDETAIL")
		for _, a := range as {
			printf(w, "%s\t%s\t%s\t%d\t%s\t%s\n", when(a.At, cfg), a.Actor, a.Action, a.Account, a.Subject, a.Detail)
		}
		return nil
	case "api-key":
		return adminAPIKey(ctx, w, provisioning.New(st, provisioning.Options{Clock: portal.Clock{Location: cfg.Location}}),
			*by, positional, cfg)
	}
	fmt.Fprint(stderr, adminUsage)
	return fmt.Errorf("unknown admin command %q", name)
}

// listOnboarding prints what waits for review: identity photos, then
// contracts and agreements (every one with all).
func listOnboarding(ctx context.Context, w io.Writer, staff portal.OnboardingStaff, cfg config.Config, all bool) error {
	uploadStatus, sigStatus := portal.UploadPending, portal.SignatureSubmitted
	if all {
		uploadStatus, sigStatus = "", ""
	}
	us, err := staff.IdentityUploads(ctx, uploadStatus)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "Identity documents (approve-id-document / reject-id-document ID):")
	fmt.Fprintln(w, "ID\tACCOUNT\tSENT\tSTATUS\tDOCUMENT\tDECIDED BY\tREASON")
	for _, u := range us {
		printf(w, "%d\t%d\t%s\t%s\t%d\t%s\t%s\n", u.ID, u.AccountID, when(u.CreatedAt, cfg), u.Status, u.DocumentID, u.DecidedBy, u.Reason)
	}
	if len(us) == 0 {
		fmt.Fprintln(w, "(none)")
	}
	gs, err := staff.Signatures(ctx, sigStatus)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "\nContracts and agreements (approve-contract / reject-contract ID):")
	fmt.Fprintln(w, "ID\tACCOUNT\tKIND\tSIGNED\tSTATUS\tSIGNER\tTERM\tNEW NAME\tPDF SHA-256\tREASON")
	for _, g := range gs {
		kind := g.Kind + " " + g.Version
		if g.AgreementType != "" {
			kind = g.Kind + " " + g.AgreementType
		}
		printf(w, "%d\t%d\t%s\t%s\t%s\t%s from %s\t%d\t%s\t%s\t%s\n", g.ID, g.AccountID, kind, when(g.SignedAt, cfg),
			g.Status, g.Login, g.ClientIP, g.Term, strings.TrimSpace(g.SignerName+" "+g.CompanyName), g.PDFSHA256, g.Reason)
	}
	if len(gs) == 0 {
		fmt.Fprintln(w, "(none)")
	}
	return nil
}

func when(t time.Time, cfg config.Config) string {
	return t.In(cfg.Location).Format("2006-01-02 15:04")
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// describeChanges is a request's changes on one line.
func describeChanges(r portal.ChangeRequest) string {
	var parts []string
	for _, c := range r.Changes {
		s := c.Type
		if c.Operation != "" {
			s += " (" + c.Operation + ")"
		}
		if c.Current != "" {
			s += " " + c.Current + " →"
		}
		s += " " + strings.TrimSpace(strings.Join([]string{c.Description, c.Address2, c.City, c.Province, c.PostalCode}, " "))
		parts = append(parts, strings.Join(strings.Fields(s), " "))
	}
	if r.Comments != "" {
		parts = append(parts, "comments: "+r.Comments)
	}
	return strings.Join(parts, "; ")
}
