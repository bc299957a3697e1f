package bulkimport

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"myaccount/internal/platform"
	"myaccount/internal/provisioning"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

const catalog = `{"put": "/packages/FIB-300", "body": {"name": {"en": "Fibre 300", "fr": "Fibre 300"}, "technology": "fiber", "download_mbps": 300, "upload_mbps": 300, "cap_gb": 800, "monthly_fee_cents": 8995}}
{"put": "/packages/WL-50", "body": {"name": {"en": "Wireless 50", "fr": "Sans fil 50"}, "technology": "wireless", "download_mbps": 50, "upload_mbps": 10, "cap_gb": null, "monthly_fee_cents": 6995}}
`

// Rows: two subscribers, one login with two accounts (lines 4 and 5), and
// four refused rows — an unknown package, a region that is not one, an
// account on two rows, a login that is not an e-mail address.
const subscribers = "\ufeffaccount_id,name,address,city,postalcode,regionid,phones,emails,vip,language,package,router,login\n" +
	"7001,Jordan Tremblay,12 Prairie Rd,Calgary,T2P 1J9,1,Home: 403-555-0142,jordan@example.test,false,en,FIB-300,yes,jordan@example.test\n" +
	"7002,Chloé Côté,3 Rue Principale,Regina,S4P 3Y2,2,,,false,fr,WL-50,no,chloe@example.test\n" +
	"7003,Sam Li,1 Main St,Calgary,T2P 0A1,1,Cottage: (403) 555-0100,,no,en,,,sam@example.test\n" +
	"7004,Sam Li (cottage),Range Rd 42,Red Deer,T4N 1A1,1,,,no,en,FIB-300,true,sam@example.test\n" +
	"7005,Unknown Package,1 Main St,Calgary,T2P 0A1,1,,,no,en,NOPE,,\n" +
	"7006,Bad Region,1 Main St,Calgary,T2P 0A1,99,,,no,en,,,\n" +
	"7001,Twice,1 Main St,Calgary,T2P 0A1,1,,,no,en,,,\n" +
	"7007,Bad Login,1 Main St,Calgary,T2P 0A1,1,,,no,en,FIB-300,,not-an-address\n"

func run(t *testing.T, st *store.Store, file string, o Options) (Summary, string) {
	t.Helper()
	var report bytes.Buffer
	o.Report = &report
	if o.Actor == "" {
		o.Actor = "import:test"
	}
	svc := provisioning.New(st, provisioning.Options{Invitations: platform.NewInvitations(st, platform.InvitationOptions{PublicURL: "http://portal.test"})})
	sum, err := Run(context.Background(), svc, strings.NewReader(file), o)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, report.String())
	}
	return sum, report.String()
}

func actions(t *testing.T, st *store.Store) int {
	t.Helper()
	all, err := st.StaffActions(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return len(all)
}

// An import applies good rows through the provider API's rules, names each
// refused row with why, applies a row whole or not at all, and a second
// run of the same file changes and records nothing.
func TestImport(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			ctx := context.Background()
			st := e.Open(t)
			if sum, report := run(t, st, catalog, Options{}); sum.Format != FormatJSONL || sum.Created != 2 || sum.Refused != 0 {
				t.Fatalf("catalog: %+v\n%s", sum, report)
			}

			// A dry run writes nothing and says what would happen.
			before := actions(t, st)
			dry, report := run(t, st, subscribers, Options{DryRun: true})
			if dry.Created != 4 || dry.Refused != 4 || actions(t, st) != before {
				t.Fatalf("dry run: %+v (actions %d → %d)\n%s", dry, before, actions(t, st), report)
			}
			if _, err := st.ProvisionedAccount(ctx, 7001); err == nil {
				t.Fatal("a dry run wrote an account")
			}

			sum, report := run(t, st, subscribers, Options{Invite: true})
			if sum.Format != FormatCSV || sum.Rows != 8 || sum.Created != 4 || sum.Refused != 4 || sum.Invited != 3 {
				t.Fatalf("first run: %+v\n%s", sum, report)
			}
			for _, want := range []string{
				"line 6 (account 7005): refused:", "package NOPE is not a package of the catalog",
				"line 7 (account 7006): refused:", "regionid",
				"line 8 (account 7001): refused:", "is on line 2 already",
				"line 9 (account 7007): refused:", "login.email",
			} {
				if !strings.Contains(report, want) {
					t.Errorf("the report lacks %q:\n%s", want, report)
				}
			}
			// A row is whole or nothing: 7007's login was refused, so its
			// account and internet service are not there either.
			if _, err := st.ProvisionedAccount(ctx, 7007); err == nil {
				t.Error("the account of a refused row was written")
			}
			// sam's login acts on both its rows' accounts, in file order.
			l, err := st.ProvisionedLogin(ctx, "sam@example.test")
			if err != nil || len(l.Accounts) != 2 || l.Accounts[0] != 7003 || l.Accounts[1] != 7004 {
				t.Fatalf("sam's login: %+v %v", l, err)
			}
			if l.Language != "en" {
				t.Errorf("sam's language %q", l.Language)
			}
			c, err := st.ProvisionedLogin(ctx, "chloe@example.test")
			if err != nil || c.Language != "fr" {
				t.Errorf("chloé's login: %+v %v", c, err)
			}
			in, err := st.InternetService(ctx, 7001)
			if err != nil || !in.Router {
				t.Errorf("jordan's internet: %+v %v", in, err)
			}
			if _, err := st.InternetService(ctx, 7003); err == nil {
				t.Error("a row without a package got internet")
			}

			// Again: nothing changes, nothing is recorded, nobody is
			// invited twice.
			before = actions(t, st)
			again, report := run(t, st, subscribers, Options{Invite: true})
			if again.Created != 0 || again.Changed != 0 || again.Unchanged != 4 || again.Refused != 4 || again.Invited != 0 {
				t.Fatalf("second run: %+v\n%s", again, report)
			}
			if n := actions(t, st); n != before {
				t.Errorf("the second run recorded %d actions", n-before)
			}
			// A change is one update, recorded.
			changed := strings.Replace(subscribers, "12 Prairie Rd", "14 Prairie Rd", 1)
			if sum, report := run(t, st, changed, Options{}); sum.Changed != 1 || sum.Unchanged != 3 {
				t.Fatalf("changed run: %+v\n%s", sum, report)
			}
			if a, _ := st.ProvisionedAccount(ctx, 7001); a.Address != "14 Prairie Rd" {
				t.Errorf("the address was not changed: %q", a.Address)
			}
		})
	}
}

// Files that are not an import are refused before anything is applied:
// an unknown column, a header without account_id, an empty file.
func TestImportRefusesWholeFiles(t *testing.T) {
	st := storetest.SQLite(t)
	svc := provisioning.New(st, provisioning.Options{})
	for name, file := range map[string]string{
		"unknown column": "account_id,name,regionid,colour\n1,A,1,red\n",
		"no account_id":  "name,regionid\nA,1\n",
		"empty":          "  \n",
		"bad quote":      "account_id,name,regionid\n1,\"A,1\n",
	} {
		if _, err := Run(context.Background(), svc, strings.NewReader(file), Options{Actor: "t"}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if n := actions(t, st); n != 0 {
		t.Errorf("%d actions recorded", n)
	}
}

// JSON Lines: each line is a PUT of the API by its path; an unknown path, a
// line that is not JSON and a body the resource refuses are reported with
// their line numbers.
func TestImportJSONLines(t *testing.T) {
	st := storetest.SQLite(t)
	file := catalog +
		`{"put": "/accounts/8001", "body": {"name": "Avery", "regionid": 1}}` + "\n" +
		`{"put": "/provider/v1/accounts/8001/internet", "body": {"package": "WL-50"}}` + "\n" +
		`{"put": "/logins/avery@example.test", "body": {"accounts": [8001], "language": "fr"}}` + "\n" +
		`{"put": "/nothing/here", "body": {}}` + "\n" +
		`not json` + "\n" +
		`{"put": "/accounts/8002", "body": {"name": "", "regionid": 1, "colour": "red"}}` + "\n"
	sum, report := run(t, st, file, Options{})
	if sum.Created != 5 || sum.Refused != 3 {
		t.Fatalf("%+v\n%s", sum, report)
	}
	for _, want := range []string{"line 6 (PUT /nothing/here)", "line 7 (line)", "line 8 (PUT /accounts/8002)"} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %q:\n%s", want, report)
		}
	}
	if l, err := st.ProvisionedLogin(context.Background(), "avery@example.test"); err != nil || l.Language != "fr" {
		t.Errorf("login: %+v %v", l, err)
	}
}
