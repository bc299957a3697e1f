package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"myaccount/internal/billing"
	"myaccount/internal/config"
	"myaccount/internal/console"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
	"myaccount/internal/services"
	"myaccount/internal/store"
)

// The provider's staff act through `myaccount admin …` and the staff
// console (/staff/, internal/console). Each command reads the database of the same settings as
// serve (--data, --database-url or their variables); each action is
// recorded with who did it (--by, default the system user) and when.

// adminSection is a heading of the admin commands' help, with the
// commands under it and a note after them.
type adminSection struct {
	title string
	note  string
}

// adminCommand is one `myaccount admin` command: its name, its lines of
// help, the permission it will need once a signed-in staff login runs it
// (console.Needs: agent, billing or admin), and what it does.
type adminCommand struct {
	name    string
	section int // index in adminSections
	usage   []string
	needs   console.Permission
	run     func(a *adminRun) error
}

var adminSections = []adminSection{
	{title: "Change requests (Account page)"},
	{title: "Void cheques (Auto Payment, EFT)"},
	{title: "Onboarding (identity documents, contracts, agreements)", note: `  A pre-install account whose documents, auto payment and contract are all
  complete leaves pre-install.
`},
	{title: "Ledger"},
	{title: "Provider API keys (/provider/v1, docs/provider-api.md)"},
	{title: "E-mail"},
	{title: "Staff console (/staff/)"},
}

// adminCommands is every admin command, in the help's order.
var adminCommands = []adminCommand{
	{name: "requests", section: 0, needs: console.PermRequests, run: adminRequests,
		usage: []string{"requests [--all]                         list the requests under review (--all: every one)"}},
	{name: "resolve-request", section: 0, needs: console.PermRequests, run: adminResolveRequest,
		usage: []string{"resolve-request ID [--note TEXT]         resolve a request: the subscriber may ask again"}},
	{name: "cheques", section: 1, needs: console.PermReview, run: adminCheques,
		usage: []string{"cheques [--all]                          list the cheques waiting for review"}},
	{name: "approve-cheque", section: 1, needs: console.PermReview, run: adminApproveCheque,
		usage: []string{"approve-cheque ID --last4 NNNN           approve: the bank account becomes the auto-payment method"}},
	{name: "reject-cheque", section: 1, needs: console.PermReview, run: adminRejectCheque,
		usage: []string{"reject-cheque ID --reason TEXT           reject, with the reason the subscriber is told"}},
	{name: "onboarding", section: 2, needs: console.PermReview, run: func(a *adminRun) error {
		return listOnboarding(a.ctx, a.w, a.svc.OnboardingStaff, a.cfg, a.all)
	}, usage: []string{"onboarding [--all]                       list what waits for review (--all: every one)"}},
	{name: "approve-id-document", section: 2, needs: console.PermReview, run: adminOnboardingDecision,
		usage: []string{"approve-id-document ID                   approve an identity photo: documents complete, an ID re-sign ends"}},
	{name: "reject-id-document", section: 2, needs: console.PermReview, run: adminOnboardingDecision,
		usage: []string{"reject-id-document ID --reason TEXT      reject, with the reason the subscriber is told"}},
	{name: "approve-contract", section: 2, needs: console.PermReview, run: adminOnboardingDecision,
		usage: []string{"approve-contract ID                      approve a contract or agreement: on file, its re-sign ends"}},
	{name: "reject-contract", section: 2, needs: console.PermReview, run: adminOnboardingDecision,
		usage: []string{"reject-contract ID --reason TEXT         reject, with the reason the subscriber is told"}},
	{name: "charge", section: 3, needs: console.PermLedger, run: adminPostEntry,
		usage: []string{"charge ACCOUNT AMOUNT --description TEXT post a charge (dollars; billed on the next invoice)"}},
	{name: "credit", section: 3, needs: console.PermLedger, run: adminPostEntry,
		usage: []string{"credit ACCOUNT AMOUNT --description TEXT post a credit (dollars; lowers the balance at once)"}},
	{name: "ledger", section: 3, needs: console.PermLookup, run: adminLedger,
		usage: []string{"ledger ACCOUNT                           print the account's ledger and balance"}},
	{name: "issue-invoices", section: 3, needs: console.PermLedger, run: adminIssueInvoices,
		usage: []string{"issue-invoices                           issue this month's invoices that are due now"}},
	{name: "actions", section: 3, needs: console.PermLookup, run: adminActions,
		usage: []string{"actions [ACCOUNT]                        the staff's recorded actions, newest first"}},
	{name: "api-key", section: 4, needs: console.PermAPIKeys, run: func(a *adminRun) error {
		return adminAPIKey(a.ctx, a.w, provisioning.New(a.st, provisioning.Options{Clock: portal.Clock{Location: a.cfg.Location}}),
			a.by, a.args, a.cfg)
	}, usage: []string{
		"api-key create NAME                      make a key; it is printed once, alone on the last line",
		"api-key list                             every key: created, by whom, last used, revoked",
		"api-key revoke NAME                      revoke a key: its calls answer 401 at once"}},
	{name: "mail", section: 5, needs: console.PermLookup, run: func(a *adminRun) error {
		return adminMail(a.ctx, a.w, a.st, a.cfg, a.all, a.failed)
	}, usage: []string{
		"mail [--failed] [--all]                  the outbox: messages not sent yet (--failed: given up; --all: every",
		"                                         one), with their subject, link and status"}},
	{name: "push", section: 5, needs: console.PermLookup, run: func(a *adminRun) error {
		return adminPush(a.ctx, a.w, a.st, a.cfg)
	}, usage: []string{
		"push                                     the Web Push outbox, newest first: login, title, push service, status"}},
	{name: "staff", section: 6, needs: console.PermStaff, run: adminStaff, usage: []string{
		"staff add EMAIL --role R [--name N]      a staff login (R: agent, billing or admin); prints its one-time",
		"                                         link to set a password",
		"staff list                               every staff login: role, second factor, last sign-in, disabled",
		"staff disable EMAIL                      disable a staff login: its sessions end at once"}},
	{name: "totp-code", section: 6, needs: console.PermLookup, run: adminTOTPCode, usage: []string{
		"totp-code EMAIL                          the current sign-in code of a demo staff login (demo data only)"}},
}

// adminUsage is the admin commands' help, made from the table.
var adminUsage = func() string {
	var b strings.Builder
	b.WriteString("usage: myaccount admin <command> [flags] [arguments]\n")
	for i, sec := range adminSections {
		fmt.Fprintf(&b, "\n%s:\n", sec.title)
		for _, c := range adminCommands {
			if c.section == i {
				for _, u := range c.usage {
					b.WriteString("  " + u + "\n")
				}
			}
		}
		b.WriteString(sec.note)
	}
	b.WriteString(`
Every command takes --by NAME (default: $USER, else $LOGNAME, else the
system's user name): who is acting.
Every command takes the settings of serve (--data, --database-url, or
MYACCOUNT_DATA, MYACCOUNT_DATABASE_URL, …): the same database, files,
payment gateway, templates and branding.
`)
	return b.String()
}()

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

// adminRun is one admin command's run: its flags, arguments and the
// services it acts through.
type adminRun struct {
	ctx   context.Context
	name  string
	args  []string
	w     *tabwriter.Writer
	cfg   config.Config
	st    *store.Store
	parts portalServices
	svc   portal.Services
	env   func(string) string

	by, note, last4, reason, description, role, staffName string
	all, failed                                           bool
}

// id is the i-th argument as a positive id.
func (a *adminRun) id(i int, what string) (int64, error) {
	if len(a.args) <= i {
		return 0, fmt.Errorf("%s: give the %s", a.name, what)
	}
	n, err := strconv.ParseInt(a.args[i], 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s: %q is not a %s", a.name, a.args[i], what)
	}
	return n, nil
}

// amount is the i-th argument as dollars, in cents.
func (a *adminRun) amount(i int) (int64, error) {
	if len(a.args) <= i {
		return 0, fmt.Errorf("%s: give the amount in dollars, such as 25.00", a.name)
	}
	cents, over, err := billing.ParseAmount(a.args[i])
	if err != nil || over {
		return 0, fmt.Errorf("%s: %q is not an amount in dollars, such as 25.00", a.name, a.args[i])
	}
	return cents, nil
}

// findAdminCommand is the command of that name.
func findAdminCommand(name string) (adminCommand, bool) {
	for _, c := range adminCommands {
		if c.name == name {
			return c, true
		}
	}
	return adminCommand{}, false
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
	// The staff log says the admin commands' actions came from the command
	// line, and on which host.
	from := "command line"
	if host, err := os.Hostname(); err == nil && host != "" {
		from += " on " + host
	}
	ctx = portal.WithActionAddress(ctx, from)
	a := &adminRun{ctx: ctx, env: env}
	fs := flag.NewFlagSet("myaccount admin", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&a.by, "by", defaultActor(env), "who is acting (recorded with the action)")
	fs.BoolVar(&a.all, "all", false, "list every item, not only those waiting")
	fs.StringVar(&a.note, "note", "", "what was done (resolve-request)")
	fs.StringVar(&a.last4, "last4", "", "the bank account's last four digits (approve-cheque)")
	fs.StringVar(&a.reason, "reason", "", "why it is rejected, shown to the subscriber (reject-cheque, reject-id-document, reject-contract)")
	fs.StringVar(&a.description, "description", "", "the charge's or credit's text, printed on the invoice")
	fs.BoolVar(&a.failed, "failed", false, "list the e-mails given up (mail)")
	fs.StringVar(&a.role, "role", "", "the staff login's role: agent, billing or admin (staff add)")
	fs.StringVar(&a.staffName, "name", "", "the staff member's name (staff add)")
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
	a.name, a.args = positional[0], positional[1:]
	if strings.TrimSpace(a.by) == "" {
		return errors.New("--by is empty: name who is acting (it is recorded with the action)")
	}
	var err error
	if a.cfg, err = settings(); err != nil {
		return err
	}
	cmd, ok := findAdminCommand(a.name)
	if !ok {
		// The database is opened (and migrated) before an unknown
		// command is refused, as it always was.
		st, _, _, err := openStaffTools(ctx, a.cfg, stderr)
		if err != nil {
			return err
		}
		st.Close()
		fmt.Fprint(stderr, adminUsage)
		return fmt.Errorf("unknown admin command %q", a.name)
	}
	if a.st, a.parts, a.svc, err = openStaffTools(ctx, a.cfg, stderr); err != nil {
		return err
	}
	defer a.st.Close()
	a.w = tabwriter.NewWriter(stdout, 2, 4, 2, ' ', 0)
	defer a.w.Flush()
	return cmd.run(a)
}

func adminRequests(a *adminRun) error {
	status := portal.RequestPending
	if a.all {
		status = ""
	}
	rs, err := a.svc.Staff.ChangeRequests(a.ctx, status)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.w, "ID\tACCOUNT\tSENT\tSTATUS\tCALLBACK\tCHANGES")
	for _, r := range rs {
		printf(a.w, "%d\t%d\t%s\t%s\t%s\t%s\n", r.ID, r.AccountID, when(r.CreatedAt, a.cfg), r.Status, r.Callback, describeChanges(r))
	}
	if len(rs) == 0 {
		fmt.Fprintln(a.w, "(none)")
	}
	return nil
}

func adminResolveRequest(a *adminRun) error {
	n, err := a.id(0, "request id")
	if err != nil {
		return err
	}
	if err := a.svc.Staff.ResolveChangeRequest(a.ctx, a.by, n, a.note); err != nil {
		return err
	}
	printf(a.w, "change request %d resolved by %s\n", n, a.by)
	return nil
}

func adminCheques(a *adminRun) error {
	status := portal.UploadPending
	if a.all {
		status = ""
	}
	us, err := a.svc.Staff.Uploads(a.ctx, portal.DocVoidCheque, status)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.w, "ID\tACCOUNT\tSENT\tSTATUS\tDOCUMENT\tDECIDED BY")
	for _, u := range us {
		printf(a.w, "%d\t%d\t%s\t%s\t%d\t%s\n", u.ID, u.AccountID, when(u.CreatedAt, a.cfg), u.Status, u.DocumentID, u.DecidedBy)
	}
	if len(us) == 0 {
		fmt.Fprintln(a.w, "(none)")
	}
	return nil
}

func adminApproveCheque(a *adminRun) error {
	n, err := a.id(0, "cheque id")
	if err != nil {
		return err
	}
	if err := a.svc.Staff.ApproveVoidCheque(a.ctx, a.by, n, a.last4); err != nil {
		return err
	}
	printf(a.w, "void cheque %d approved by %s: EFT is the account's auto-payment method\n", n, a.by)
	return nil
}

func adminRejectCheque(a *adminRun) error {
	n, err := a.id(0, "cheque id")
	if err != nil {
		return err
	}
	if err := a.svc.Staff.RejectVoidCheque(a.ctx, a.by, n, a.reason); err != nil {
		return err
	}
	printf(a.w, "void cheque %d rejected by %s\n", n, a.by)
	return nil
}

// adminOnboardingDecision is approve-id-document, reject-id-document,
// approve-contract and reject-contract.
func adminOnboardingDecision(a *adminRun) error {
	n, err := a.id(0, strings.TrimPrefix(strings.TrimPrefix(a.name, "approve-"), "reject-")+" id")
	if err != nil {
		return err
	}
	onb := a.svc.OnboardingStaff
	switch a.name {
	case "approve-id-document":
		err = onb.ApproveIdentity(a.ctx, a.by, n)
	case "reject-id-document":
		err = onb.RejectIdentity(a.ctx, a.by, n, a.reason)
	case "approve-contract":
		err = onb.ApproveSignature(a.ctx, a.by, n)
	default:
		err = onb.RejectSignature(a.ctx, a.by, n, a.reason)
	}
	if err != nil {
		return err
	}
	verb := "approved"
	if strings.HasPrefix(a.name, "reject-") {
		verb = "rejected"
	}
	what := "identity document"
	if strings.HasSuffix(a.name, "-contract") {
		what = "contract/agreement"
	}
	printf(a.w, "%s %d %s by %s\n", what, n, verb, a.by)
	return nil
}

// adminPostEntry is charge and credit.
func adminPostEntry(a *adminRun) error {
	account, err := a.id(0, "account id")
	if err != nil {
		return err
	}
	cents, err := a.amount(1)
	if err != nil {
		return err
	}
	if a.name == "credit" {
		cents = -cents
	}
	e, err := a.svc.Staff.PostEntry(a.ctx, a.by, account, cents, a.description)
	if err != nil {
		return err
	}
	printf(a.w, "%s of %s posted on account %d by %s (ledger entry %d)\n", a.name, i18n.English.Money(abs(e.AmountCents)),
		account, a.by, e.ID)
	return nil
}

func adminLedger(a *adminRun) error {
	account, err := a.id(0, "account id")
	if err != nil {
		return err
	}
	entries, b, err := a.svc.Staff.Ledger(a.ctx, account)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.w, "DATE\tKIND\tINVOICE\tAMOUNT\tRUNNING\tDESCRIPTION")
	var running int64
	for _, e := range entries {
		running += e.AmountCents
		invoice := "-"
		if e.InvoiceID != 0 {
			invoice = strconv.FormatInt(e.InvoiceID, 10)
		}
		printf(a.w, "%s\t%s\t%s\t%s\t%s\t%s\n", when(e.At, a.cfg), e.Kind, invoice, i18n.English.Money(e.AmountCents),
			i18n.English.Money(running), i18n.English.Render(e.Description))
	}
	printf(a.w, "\npast due %s, current %s, payments under way %s, charges since the last invoice %s\n",
		i18n.English.Money(b.PastDueCents), i18n.English.Money(b.CurrentCents), i18n.English.Money(b.PendingCents),
		i18n.English.Money(b.UnbilledCents))
	return nil
}

func adminIssueInvoices(a *adminRun) error {
	n, err := a.svc.Billing.IssueDue(a.ctx)
	printf(a.w, "%d invoice(s) issued\n", n)
	if n > 0 {
		err = errors.Join(err, a.st.AddStaffAction(a.ctx, portal.StaffAction{Actor: a.by, Action: "issue-invoices",
			Detail: fmt.Sprintf("%d issued", n), At: time.Now()}))
	}
	// The automatic payments of the invoices are charged now rather
	// than when a portal's worker next settles (it would retry one
	// that fails here).
	if a.parts.Gateway != nil {
		settled, serr := a.svc.Payments.Settle(a.ctx)
		printf(a.w, "%d payment(s) settled\n", settled)
		err = errors.Join(err, serr)
	}
	return err
}

func adminActions(a *adminRun) error {
	var account int64
	if len(a.args) > 0 {
		var err error
		if account, err = a.id(0, "account id"); err != nil {
			return err
		}
	}
	as, err := a.svc.Staff.Actions(a.ctx, account)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.w, "WHEN\tWHO\tACTION\tACCOUNT\tSUBJECT\tDETAIL")
	for _, x := range as {
		printf(a.w, "%s\t%s\t%s\t%d\t%s\t%s\n", when(x.At, a.cfg), x.Actor, x.Action, x.Account, x.Subject, x.Detail)
	}
	return nil
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
