// Package bulkimport loads a subscriber base into the portal: a CSV file of
// subscribers (one a row: account, internet service, login) or a JSON Lines
// file of the provider API's resources (one PUT a line). Every row goes
// through internal/provisioning, the service the provider API calls, so the
// same rules apply; a row is applied whole or not at all; the report names
// each refused row and why; and the same file again changes nothing.
// `myaccount import` runs it (docs/import.md).
package bulkimport

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// Options are an import's settings.
type Options struct {
	// Actor is recorded in the staff log for every change ("import:FILE").
	Actor string
	// DryRun checks every row and writes nothing.
	DryRun bool
	// Invite sends the invitation e-mail to every login of the file that
	// has no password and was never invited.
	Invite bool
	// Workers apply CSV rows at once (rows sharing a login stay in order
	// on one worker); 0 means 4.
	Workers int
	// Progress, when set, receives a progress line (\r-rewritten) a few
	// times a second: for a terminal.
	Progress io.Writer
	// Report receives one line per refused row.
	Report io.Writer
}

// Summary counts what an import did.
type Summary struct {
	Format                            Format
	Rows, Created, Changed, Unchanged int
	Refused, Invited                  int
	Elapsed                           time.Duration
}

// Refusal is one refused row of the report.
type Refusal struct {
	Line   int
	What   string // "account 5001", "PUT /packages/X"
	Detail string
}

// Run imports the file read from r.
func Run(ctx context.Context, svc *provisioning.Service, r io.Reader, o Options) (Summary, error) {
	if o.Workers <= 0 {
		o.Workers = 4
	}
	if o.Report == nil {
		o.Report = io.Discard
	}
	started := time.Now()
	br := bufio.NewReaderSize(r, 1<<20)
	format, err := sniff(br)
	if err != nil {
		return Summary{}, err
	}
	var sum Summary
	switch format {
	case FormatCSV:
		sum, err = runCSV(ctx, svc, br, o)
	default:
		sum, err = runJSONL(ctx, svc, br, o)
	}
	sum.Format, sum.Elapsed = format, time.Since(started)
	return sum, err
}

// counter keeps a run's figures across workers, and the refusals in line
// order for the report.
type counter struct {
	rows, created, changed, unchanged, refused, invited atomic.Int64
	mu                                                  sync.Mutex
	refusals                                            []Refusal
}

func (c *counter) outcome(o provisioning.Outcome) {
	switch o {
	case provisioning.Created:
		c.created.Add(1)
	case provisioning.Changed:
		c.changed.Add(1)
	default:
		c.unchanged.Add(1)
	}
}

func (c *counter) refuse(line int, what, detail string) {
	c.refused.Add(1)
	c.mu.Lock()
	c.refusals = append(c.refusals, Refusal{Line: line, What: what, Detail: detail})
	c.mu.Unlock()
}

func (c *counter) summary() Summary {
	return Summary{Rows: int(c.rows.Load()), Created: int(c.created.Load()), Changed: int(c.changed.Load()),
		Unchanged: int(c.unchanged.Load()), Refused: int(c.refused.Load()), Invited: int(c.invited.Load())}
}

// report writes the refusals in line order.
func (c *counter) report(w io.Writer) {
	sort.Slice(c.refusals, func(i, j int) bool { return c.refusals[i].Line < c.refusals[j].Line })
	for _, r := range c.refusals {
		fmt.Fprintf(w, "line %d (%s): refused: %s\n", r.Line, r.What, r.Detail)
	}
}

// describe is a refusal as one line: the problem's sentence and its fields.
func describe(err error) string {
	p, ok := provisioning.AsProblem(err)
	if !ok {
		return "not applied: " + err.Error()
	}
	var b strings.Builder
	b.WriteString(p.Detail)
	for _, f := range p.Fields {
		fmt.Fprintf(&b, " %s %s;", f.Field, f.Detail)
	}
	return strings.TrimSuffix(b.String(), ";")
}

// progress rewrites a progress line on w until stop is closed.
func progress(w io.Writer, c *counter, total int, stop <-chan struct{}) {
	if w == nil {
		return
	}
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	start := time.Now()
	for {
		select {
		case <-stop:
			fmt.Fprint(w, "\r\033[K")
			return
		case <-t.C:
			n := c.rows.Load()
			rate := float64(n) / time.Since(start).Seconds()
			fmt.Fprintf(w, "\r\033[K%d / %d rows  %.0f rows/s  %d refused", n, total, rate, c.refused.Load())
		}
	}
}

// --- CSV ----------------------------------------------------------------------------

// runCSV reads every row first (so a login's accounts are known in full and
// the total shows), then applies them: rows are grouped by login, each
// group in file order on one worker, the groups spread over the workers.
func runCSV(ctx context.Context, svc *provisioning.Service, r io.Reader, o Options) (Summary, error) {
	var rows []Row
	if err := csvRows(r, func(row Row) error { rows = append(rows, row); return nil }); err != nil {
		return Summary{}, err
	}
	c := &counter{}
	// A second row for an account refuses it: one account, one row.
	seen := map[int64]int{}
	for i := range rows {
		if first, dup := seen[rows[i].AccountID]; dup && rows[i].AccountID > 0 {
			rows[i].Problems = append(rows[i].Problems, provisioning.FieldProblem{Field: "account_id",
				Detail: fmt.Sprintf("is on line %d already", first)})
		} else {
			seen[rows[i].AccountID] = rows[i].Line
		}
	}
	// A login's group: its rows in file order. A row without a login is a
	// group of its own.
	var groups [][]int
	byLogin := map[string]int{}
	for i, row := range rows {
		key := strings.ToLower(row.Login)
		if key == "" {
			groups = append(groups, []int{i})
			continue
		}
		g, ok := byLogin[key]
		if !ok {
			g = len(groups)
			byLogin[key] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	// In a dry run the accounts of accepted rows are "pending" for the
	// logins of later rows.
	var pendingMu sync.RWMutex
	pending := map[int64]bool{}
	isPending := func(id int64) bool { pendingMu.RLock(); defer pendingMu.RUnlock(); return pending[id] }

	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { progress(o.Progress, c, len(rows), stop); close(done) }()
	work := make(chan []int)
	var wg sync.WaitGroup
	var invites sync.Map // login → true when its group applied its login
	for range o.Workers {
		wg.Go(func() {
			b := &batch{svc: svc, c: c}
			for g := range work {
				var accepted []int64
				for k, i := range g {
					row := rows[i]
					c.rows.Add(1)
					what := fmt.Sprintf("account %d", row.AccountID)
					if len(row.Problems) > 0 {
						c.refuse(row.Line, what, describe(&provisioning.Problem{Kind: provisioning.Invalid,
							Detail: "Some fields are missing or malformed.", Fields: row.Problems}))
						continue
					}
					sub := provisioning.Subscriber{Account: row.Account, Internet: row.Internet}
					// The login is written with its group's last row, naming
					// the accounts of its rows that were accepted.
					if row.Login != "" && k == len(g)-1 {
						sub.Login = &provisioning.Login{Email: row.Login, Accounts: append(slicesClone(accepted), row.AccountID),
							Language: row.LoginLanguage}
					}
					pendingHere := func(id int64) bool { return b.planned[id] || isPending(id) }
					w, out, err := svc.PlanSubscriber(ctx, o.Actor, sub, pendingHere)
					if err != nil {
						c.refuse(row.Line, what, describe(err))
						if ctx.Err() != nil {
							return
						}
						continue
					}
					accepted = append(accepted, row.AccountID)
					if sub.Login != nil {
						invites.Store(strings.ToLower(row.Login), true)
					}
					if o.DryRun {
						c.outcome(out)
						pendingMu.Lock()
						pending[row.AccountID] = true
						pendingMu.Unlock()
						continue
					}
					if out == provisioning.Unchanged {
						c.outcome(out)
						continue
					}
					b.add(ctx, row, what, w, out)
				}
			}
			b.flush(ctx)
		})
	}
feed:
	for _, g := range groups {
		select {
		case work <- g:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
	if o.Invite && !o.DryRun && ctx.Err() == nil {
		var logins []string
		invites.Range(func(k, _ any) bool { logins = append(logins, k.(string)); return true })
		sort.Strings(logins)
		for _, l := range logins {
			sent, err := svc.InviteOnce(ctx, o.Actor, l)
			if err != nil {
				c.refuse(0, "invitation to "+l, describe(err))
			} else if sent {
				c.invited.Add(1)
			}
		}
	}
	close(stop)
	<-done
	c.report(o.Report)
	return c.summary(), ctx.Err()
}

func slicesClone(s []int64) []int64 { return append([]int64(nil), s...) }

// batchSize is how many rows one transaction writes: a commit per row was
// most of an import's time on PostgreSQL.
const batchSize = 100

// batch is a worker's planned rows not yet written.
type batch struct {
	svc     *provisioning.Service
	c       *counter
	rows    []batchRow
	planned map[int64]bool // the batch's new accounts, for its logins' checks
}

type batchRow struct {
	line    int
	what    string
	write   portal.SubscriberWrite
	outcome provisioning.Outcome
}

func (b *batch) add(ctx context.Context, row Row, what string, w portal.SubscriberWrite, out provisioning.Outcome) {
	if b.planned == nil {
		b.planned = map[int64]bool{}
	}
	b.rows = append(b.rows, batchRow{row.Line, what, w, out})
	if out == provisioning.Created {
		b.planned[row.AccountID] = true
	}
	if len(b.rows) >= batchSize {
		b.flush(ctx)
	}
}

// flush writes the batch in one transaction; when that fails, each row in
// a transaction of its own, so one bad row refuses only itself.
func (b *batch) flush(ctx context.Context) {
	if len(b.rows) == 0 {
		return
	}
	ws := make([]portal.SubscriberWrite, len(b.rows))
	for i, r := range b.rows {
		ws[i] = r.write
	}
	if err := b.svc.ApplySubscribers(ctx, ws); err == nil {
		for _, r := range b.rows {
			b.c.outcome(r.outcome)
		}
	} else {
		for _, r := range b.rows {
			if err := b.svc.ApplySubscribers(ctx, []portal.SubscriberWrite{r.write}); err != nil {
				b.c.refuse(r.line, r.what, describe(err))
				continue
			}
			b.c.outcome(r.outcome)
		}
	}
	b.rows = b.rows[:0]
	clear(b.planned)
}

// --- JSON Lines -----------------------------------------------------------------------

// putRoute is one resource a JSON line may PUT: its path under
// /provider/v1 and how it is applied.
type putRoute struct {
	re    *regexp.Regexp
	apply func(ctx context.Context, svc *provisioning.Service, actor string, m []string, body json.RawMessage, dry bool) (bool, error)
}

// decodeInto decodes a line's body as the API does: one object, no unknown
// fields.
func decodeInto(body json.RawMessage, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return &provisioning.Problem{Kind: provisioning.Invalid, Detail: "The body is not valid JSON for this resource: " + err.Error()}
	}
	return nil
}

func parseID(field, v string) (int64, error) {
	return provisioning.ParseID(field, v)
}

// put builds a route's apply from a resource type and its service call.
func put[T any](call func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v T) (bool, error)) func(context.Context, *provisioning.Service, string, []string, json.RawMessage, bool) (bool, error) {
	return func(ctx context.Context, svc *provisioning.Service, actor string, m []string, body json.RawMessage, dry bool) (bool, error) {
		var v T
		if err := decodeInto(body, &v); err != nil {
			return false, err
		}
		if dry {
			return false, nil
		}
		return call(ctx, svc, actor, m, v)
	}
}

// putRoutes are the resources a JSON Lines file may carry: the provider
// API's PUTs.
var putRoutes = []putRoute{
	{regexp.MustCompile(`^/packages/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.Package) (bool, error) {
		_, created, err := svc.PutPackage(ctx, actor, m[1], v)
		return created, err
	})},
	{regexp.MustCompile(`^/phone-packages/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.PhonePackage) (bool, error) {
		_, created, err := svc.PutPhonePackage(ctx, actor, m[1], v)
		return created, err
	})},
	{regexp.MustCompile(`^/accounts/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.Account) (bool, error) {
		id, err := parseID("id", m[1])
		if err != nil {
			return false, err
		}
		_, created, err := svc.PutAccount(ctx, actor, id, v)
		return created, err
	})},
	{regexp.MustCompile(`^/accounts/([^/]+)/internet$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.Internet) (bool, error) {
		id, err := parseID("id", m[1])
		if err != nil {
			return false, err
		}
		_, created, err := svc.PutInternet(ctx, actor, id, v)
		return created, err
	})},
	{regexp.MustCompile(`^/accounts/([^/]+)/phone$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.Phone) (bool, error) {
		id, err := parseID("id", m[1])
		if err != nil {
			return false, err
		}
		_, created, err := svc.PutPhone(ctx, actor, id, v)
		return created, err
	})},
	{regexp.MustCompile(`^/logins/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.Login) (bool, error) {
		_, created, err := svc.PutLogin(ctx, actor, m[1], v)
		return created, err
	})},
	{regexp.MustCompile(`^/accounts/([^/]+)/ledger/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.LedgerEntryInput) (bool, error) {
		id, err := parseID("id", m[1])
		if err != nil {
			return false, err
		}
		_, created, err := svc.PutLedgerEntry(ctx, actor, id, m[2], v)
		return created, err
	})},
	{regexp.MustCompile(`^/notices/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.NoticeInput) (bool, error) {
		_, created, err := svc.PutNotice(ctx, actor, m[1], v)
		return created, err
	})},
	{regexp.MustCompile(`^/accounts/([^/]+)/warnings/([^/]+)$`), put(func(ctx context.Context, svc *provisioning.Service, actor string, m []string, v provisioning.WarningInput) (bool, error) {
		id, err := parseID("id", m[1])
		if err != nil {
			return false, err
		}
		_, created, err := svc.PutWarning(ctx, actor, id, m[2], v)
		return created, err
	})},
}

// runJSONL applies the lines in file order, one at a time: a line may name
// what an earlier one created. Each line is one PUT, atomic as the API's.
// A dry run checks each line's path and fields, not the rules.
func runJSONL(ctx context.Context, svc *provisioning.Service, r io.Reader, o Options) (Summary, error) {
	c := &counter{}
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() { progress(o.Progress, c, 0, stop); close(done) }()
	var logins []string
	err := jsonLines(r, func(l Line) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		c.rows.Add(1)
		if l.Problem != "" {
			c.refuse(l.Number, "line", "not a line of this format: "+l.Problem)
			return nil
		}
		path, err := url.PathUnescape(strings.TrimPrefix(l.Put, "/provider/v1"))
		what := "PUT " + l.Put
		if err != nil {
			c.refuse(l.Number, what, "the path is not a URL path")
			return nil
		}
		for _, rt := range putRoutes {
			m := rt.re.FindStringSubmatch(path)
			if m == nil {
				continue
			}
			created, err := rt.apply(ctx, svc, o.Actor, m, l.Body, o.DryRun)
			switch {
			case err != nil:
				c.refuse(l.Number, what, describe(err))
			case created:
				c.created.Add(1)
			default:
				c.unchanged.Add(1) // replaced or unchanged: the staff log tells which
			}
			if err == nil && strings.HasPrefix(path, "/logins/") {
				logins = append(logins, m[1])
			}
			return nil
		}
		c.refuse(l.Number, what, "not a resource a file may PUT (packages, phone-packages, accounts and their internet, phone, ledger and warnings, logins, notices)")
		return nil
	})
	if err == nil && o.Invite && !o.DryRun {
		for _, l := range logins {
			sent, ierr := svc.InviteOnce(ctx, o.Actor, strings.ToLower(l))
			if ierr != nil {
				c.refuse(0, "invitation to "+l, describe(ierr))
			} else if sent {
				c.invited.Add(1)
			}
		}
	}
	close(stop)
	<-done
	c.report(o.Report)
	sum := c.summary()
	// JSON lines cannot tell a replacement from an unchanged resend; both
	// count as Unchanged here and the staff log has the changes.
	return sum, err
}
