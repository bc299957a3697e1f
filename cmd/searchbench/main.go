// Command searchbench measures the staff console's subscriber search
// (issue 30, item 4: p95 ≤ 100 ms at 50,000 subscribers) on a database a
// subscriber base was imported into (cmd/importgen, then `myaccount
// import`: scripts/search-bench.sh does all of it on both engines).
//
//	go run ./cmd/searchbench -db DATABASE -csv base.csv
//
// It adds a staff agent to the database, signs it in (password, then a TOTP
// code) and sends each query of a fixed mix built from the CSV's rows to
// the console's search call (/staff/api/subscribers/search) in process,
// one after the other as one agent typing: names and their first letters,
// e-mails, phone numbers in several formattings, account ids whole and
// by their start, postal codes, streets, two-letter queries and queries
// that match nobody. Each answer must be 200. It reports the latency
// percentiles (nearest rank) per kind of query and overall; the time is
// the handler's, session check and JSON included, without the network.
package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/password"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

func main() {
	db := flag.String("db", "", "the database: a SQLite file or a postgres:// URL")
	file := flag.String("csv", "", "the subscriber CSV imported into it (cmd/importgen)")
	rounds := flag.Int("rounds", 60, "queries of each kind")
	flag.Parse()
	if err := run(*db, *file, *rounds); err != nil {
		fmt.Fprintln(os.Stderr, "searchbench:", err)
		os.Exit(1)
	}
}

type row struct {
	id, name, address, postal, phone, email string
}

func readRows(path string) ([]row, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	head, err := r.Read()
	if err != nil {
		return nil, err
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	var rows []row
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, err
		}
		rows = append(rows, row{id: rec[col["account_id"]], name: rec[col["name"]], address: rec[col["address"]],
			postal: rec[col["postalcode"]], phone: rec[col["phones"]], email: rec[col["emails"]]})
	}
}

var nonDigit = regexp.MustCompile(`\D`)

// kinds are the queries of the mix, each built from a random row.
var kinds = []struct {
	name  string
	query func(r row, rng *rand.Rand) string
}{
	{"surname, 3 letters", func(r row, _ *rand.Rand) string { return first(last(r.name), 3) }},
	{"first name + surname", func(r row, _ *rand.Rand) string { return r.name }},
	{"2 letters", func(r row, _ *rand.Rand) string { return first(last(r.name), 2) }},
	{"e-mail", func(r row, _ *rand.Rand) string { return r.email }},
	{"e-mail, its start", func(r row, _ *rand.Rand) string { return first(r.email, 14) }},
	{"phone (403) 555-0123", func(r row, _ *rand.Rand) string { return phone(r) }},
	{"phone 403-555-01", func(r row, _ *rand.Rand) string {
		d := nonDigit.ReplaceAllString(phone(r), "")
		return d[:3] + "-" + d[3:6] + "-" + d[6:8]
	}},
	{"phone 555 0123", func(r row, _ *rand.Rand) string {
		d := nonDigit.ReplaceAllString(phone(r), "")
		return d[3:6] + " " + d[6:]
	}},
	{"account id", func(r row, _ *rand.Rand) string { return r.id }},
	{"account id, 4 digits", func(r row, _ *rand.Rand) string { return first(r.id, 4) }},
	{"postal code", func(r row, _ *rand.Rand) string { return r.postal }},
	{"street", func(r row, _ *rand.Rand) string { return r.address }},
	{"street name", func(r row, _ *rand.Rand) string { return strings.Join(strings.Fields(r.address)[1:], " ") }},
	{"nobody", func(_ row, rng *rand.Rand) string { return fmt.Sprintf("zq%dx", rng.IntN(1000)) }},
}

func first(s string, n int) string {
	r := []rune(s)
	return string(r[:min(n, len(r))])
}

func last(name string) string {
	f := strings.Fields(name)
	return f[len(f)-1]
}

// phone is the row's first number as written in the CSV ("Home: (403) 555-0123").
func phone(r row) string {
	p := strings.Split(r.phone, ";")[0]
	if i := strings.Index(p, ":"); i >= 0 {
		p = p[i+1:]
	}
	return strings.TrimSpace(p)
}

func run(db, file string, rounds int) error {
	if db == "" || file == "" {
		return fmt.Errorf("-db and -csv are needed")
	}
	ctx := context.Background()
	rows, err := readRows(file)
	if err != nil {
		return err
	}
	st, err := store.Open(ctx, db)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		return err
	}
	svc := console.New(st, console.Options{PublicURL: "http://127.0.0.1/", PasswordParams: password.Fast})
	token, err := signIn(ctx, svc)
	if err != nil {
		return fmt.Errorf("sign the agent in: %w", err)
	}
	h := console.Handler(console.Config{Service: svc})
	search := func(q string) (time.Duration, int, error) {
		r := httptest.NewRequest(http.MethodGet, "/staff/api/subscribers/search?q="+url.QueryEscape(q), nil)
		r.AddCookie(&http.Cookie{Name: console.CookieName, Value: token})
		w := httptest.NewRecorder()
		start := time.Now()
		h.ServeHTTP(w, r)
		took := time.Since(start)
		if w.Code != http.StatusOK {
			return took, 0, fmt.Errorf("%q: %d %s", q, w.Code, w.Body)
		}
		var body struct {
			Results []json.RawMessage `json:"results"`
		}
		err := json.Unmarshal(w.Body.Bytes(), &body)
		return took, len(body.Results), err
	}

	rng := rand.New(rand.NewPCG(7, 30))
	// Warm up: the statements prepared, the pages read once.
	for range 50 {
		k := kinds[rng.IntN(len(kinds))]
		if _, _, err := search(k.query(rows[rng.IntN(len(rows))], rng)); err != nil {
			return err
		}
	}
	fmt.Printf("%s, %d subscribers in the CSV, %d queries of each of %d kinds, one at a time\n",
		st.Engine(), len(rows), rounds, len(kinds))
	var all []time.Duration
	fmt.Printf("%-24s %8s %8s %8s %8s %8s\n", "query", "p50 ms", "p95 ms", "p99 ms", "max ms", "found")
	per := make([][]time.Duration, len(kinds))
	found := make([]int, len(kinds))
	// Kinds interleaved, so a busy moment of the machine spreads over all.
	for range rounds {
		for i, k := range kinds {
			took, n, err := search(k.query(rows[rng.IntN(len(rows))], rng))
			if err != nil {
				return err
			}
			per[i] = append(per[i], took)
			found[i] += n
		}
	}
	for i, k := range kinds {
		all = append(all, per[i]...)
		p := percentiles(per[i])
		fmt.Printf("%-24s %8.1f %8.1f %8.1f %8.1f %8.1f\n", k.name, p[0], p[1], p[2], p[3], float64(found[i])/float64(rounds))
	}
	p := percentiles(all)
	fmt.Printf("%-24s %8.1f %8.1f %8.1f %8.1f\n", "all", p[0], p[1], p[2], p[3])
	return nil
}

// percentiles are p50, p95, p99 and the max in milliseconds (nearest rank).
func percentiles(d []time.Duration) [4]float64 {
	s := slices.Clone(d)
	slices.Sort(s)
	at := func(p float64) float64 {
		i := int(p*float64(len(s))+0.999999) - 1
		return float64(s[max(0, min(i, len(s)-1))].Microseconds()) / 1000
	}
	return [4]float64{at(0.50), at(0.95), at(0.99), float64(s[len(s)-1].Microseconds()) / 1000}
}

// signIn adds a staff agent for the run (or uses the one a previous run
// added) and signs it in through the console's own steps.
func signIn(ctx context.Context, svc *console.Service) (string, error) {
	email := fmt.Sprintf("searchbench-%d@example.test", time.Now().UnixNano())
	const pw = "search bench password"
	_, link, err := svc.Add(ctx, "searchbench", email, "Search bench", portal.StaffAgent)
	if err != nil {
		return "", err
	}
	u, err := url.Parse(link)
	if err != nil {
		return "", err
	}
	if err := svc.SetPassword(ctx, u.Query().Get("token"), pw); err != nil {
		return "", err
	}
	pending, _, err := svc.SignIn(ctx, email, pw, "127.0.0.1")
	if err != nil {
		return "", err
	}
	e, err := svc.BeginEnrolment(ctx, pending)
	if err != nil {
		return "", err
	}
	code, err := console.Code(e.Secret, time.Now())
	if err != nil {
		return "", err
	}
	full, _, err := svc.Verify(ctx, pending, code, "127.0.0.1")
	return full, err
}
