package store_test

import (
	"context"
	"database/sql"
	"fmt"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
)

func seedSearch(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	must(t, s.PutAccount(ctx, portal.Account{ID: 1001, Name: "Avery Fields", Address: "4 Prairie Rd", City: "Calgary", PostalCode: "T2P 3J4"}))
	must(t, s.PutAccount(ctx, portal.Account{ID: 2001, Name: "Blake Moreau", Address: "12 Rue Principale", City: "Montréal", PostalCode: "H2X 1Y4"}))
	must(t, s.PutAccount(ctx, portal.Account{ID: 3001, Name: "Chloé", Name2: "CÔTÉ", Address: "9 Main St", City: "Regina", PostalCode: "S4P 0A1"}))
	must(t, s.PutAccount(ctx, portal.Account{ID: 20010, Name: "Łukasz Dvořák", Address: "1 Aspen Cres", City: "Red Deer", PostalCode: "T4N 1A1"}))
	blake, err := s.CreateIdentity(ctx, "blake@demo.test", "hash")
	must(t, err)
	must(t, s.LinkAccount(ctx, blake, 2001, false))
	must(t, s.PutContactInfo(ctx, 2001, portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Home", Number: "6135551234"}},
		Emails: []string{"moreau.family@example.test"}}))
	must(t, s.PutContactInfo(ctx, 1001, portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Home", Number: "4035550101"},
		{Description: "Mobile", Number: "4035552001"}}}))
}

func searchIDs(t *testing.T, s *store.Store, q string) ([]portal.SubscriberMatch, []int64) {
	t.Helper()
	pq, err := portal.ParseSubscriberQuery(q)
	if err != nil {
		t.Fatalf("%q: %v", q, err)
	}
	found, _, err := s.SearchSubscribers(context.Background(), pq, portal.SearchLimit)
	if err != nil {
		t.Fatalf("search %q: %v", q, err)
	}
	ids := []int64{}
	for _, m := range found {
		ids = append(ids, m.AccountID)
	}
	return found, ids
}

func expectFound(t *testing.T, s *store.Store, q string, field portal.SearchField, want ...int64) []portal.SubscriberMatch {
	t.Helper()
	found, ids := searchIDs(t, s, q)
	if fmt.Sprint(ids) != fmt.Sprint(want) {
		t.Fatalf("search %q found %v, want %v", q, ids, want)
	}
	if len(found) > 0 && field != "" && found[0].Field != field {
		t.Fatalf("search %q matched %q, want %q (%+v)", q, found[0].Field, field, found[0])
	}
	return found
}

// TestSearchSubscribers: names by the beginning of any word, whatever the
// case and accents; e-mails (logins and contact addresses); phone numbers
// in any formatting; account ids exactly (first) or by prefix; postal codes
// with or without their space; streets.
//
// covers: issue 30 item 4
func TestSearchSubscribers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		seedSearch(t, s)
		m := expectFound(t, s, "Mor", portal.SearchName, 2001)
		if m[0].Name != "Blake Moreau" || fmt.Sprint(m[0].Emails) != "[blake@demo.test moreau.family@example.test]" ||
			fmt.Sprint(m[0].Phones) != "[6135551234]" || m[0].City != "Montréal" || m[0].PostalCode != "H2X 1Y4" {
			t.Fatalf("blake's match: %+v", m[0])
		}
		expectFound(t, s, "mo", portal.SearchName, 2001)
		expectFound(t, s, "blake mor", portal.SearchName, 2001)
		expectFound(t, s, "MOREAU", portal.SearchName, 2001)
		expectFound(t, s, "moréau", portal.SearchName, 2001)
		expectFound(t, s, "eau", "") // not the beginning of a word
		expectFound(t, s, "cote chlo", portal.SearchName, 3001)
		expectFound(t, s, "Côté", portal.SearchName, 3001)
		expectFound(t, s, "dvorak", portal.SearchName, 20010)
		expectFound(t, s, "łuk", portal.SearchName, 20010)

		m = expectFound(t, s, "blake@demo", portal.SearchEmail, 2001)
		if m[0].Value != "blake@demo.test" {
			t.Fatalf("matched e-mail %q", m[0].Value)
		}
		expectFound(t, s, "moreau.family", portal.SearchEmail, 2001)
		m = expectFound(t, s, "family@example", portal.SearchEmail, 2001)
		if m[0].Value != "moreau.family@example.test" {
			t.Fatalf("matched e-mail %q", m[0].Value)
		}

		for _, q := range []string{"613-555", "(613) 555", "613555", "6135551234", "1 613 555 1234", "+1 (613) 555-1234", "555-1234", "555 12", "1234"} {
			m = expectFound(t, s, q, portal.SearchPhone, 2001)
			if m[0].Value != "6135551234" {
				t.Fatalf("%q matched phone %q", q, m[0].Value)
			}
		}
		m = expectFound(t, s, "403 555 2001", portal.SearchPhone, 1001)
		if m[0].Value != "4035552001" {
			t.Fatalf("the second number: %q", m[0].Value)
		}
		expectFound(t, s, "555-9999", "")

		// 2001 is an account, the start of account 20010 and the last
		// four digits of one of avery's numbers: the account comes first.
		expectFound(t, s, "2001", portal.SearchAccount, 2001, 1001, 20010)
		expectFound(t, s, "200", portal.SearchPhone, 1001, 2001, 20010)
		expectFound(t, s, "20010", portal.SearchAccount, 20010)

		expectFound(t, s, "H2X 1Y4", portal.SearchAddress, 2001)
		expectFound(t, s, "h2x1y", portal.SearchAddress, 2001)
		expectFound(t, s, "rue princ", portal.SearchAddress, 2001)
		expectFound(t, s, "prairie calgary", portal.SearchAddress, 1001)
		expectFound(t, s, "montreal", portal.SearchAddress, 2001)
		expectFound(t, s, "avery prairie", portal.SearchName, 1001)

		for _, q := range []string{"", "m", " m ", "--"} {
			if _, err := portal.ParseSubscriberQuery(q); err != portal.ErrSearchTooShort {
				t.Fatalf("%q: %v", q, err)
			}
		}
		if _, err := portal.ParseSubscriberQuery("a b c d e f g h i"); err != portal.ErrSearchTooLong {
			t.Fatalf("nine words: %v", err)
		}
	})
}

// TestSearchFollowsWrites: the index follows every write to the accounts,
// logins, links, phone numbers and e-mails it is made of, whoever writes
// (the store or another tool's SQL), in the same transaction.
//
// covers: issue 30 item 4
func TestSearchFollowsWrites(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		seedSearch(t, s)
		must(t, s.PutAccount(ctx, portal.Account{ID: 2001, Name: "Blake Morin", Address: "77 Coulee Way", City: "Lethbridge", PostalCode: "T1J 0A1"}))
		expectFound(t, s, "moreau", portal.SearchEmail, 2001) // still the contact e-mail moreau.family@
		expectFound(t, s, "morin", portal.SearchName, 2001)
		expectFound(t, s, "principale", "")
		expectFound(t, s, "coulee", portal.SearchAddress, 2001)

		must(t, s.PutContactInfo(ctx, 2001, portal.ContactInfo{Phones: []portal.ContactPhone{{Description: "Mobile", Number: "5875550199"}}}))
		expectFound(t, s, "613-555", "")
		expectFound(t, s, "moreau", "")
		expectFound(t, s, "(587) 555-0199", portal.SearchPhone, 2001)

		storetest.Exec(t, s, `UPDATE identities SET login = 'b.morin@demo.test' WHERE login = 'blake@demo.test'`)
		expectFound(t, s, "blake@demo", portal.SearchEmail, 2001) // blake (the name) and demo (the login)
		expectFound(t, s, "b.morin@", portal.SearchEmail, 2001)
		storetest.Exec(t, s, `DELETE FROM identity_accounts WHERE account_id = 2001`)
		expectFound(t, s, "demo.test", "")

		storetest.Exec(t, s, `DELETE FROM accounts WHERE id = 2001`)
		expectFound(t, s, "morin", "")
		expectFound(t, s, "587", "")

		// An account an import adds, linked to a new login.
		must(t, s.PutAccount(ctx, portal.Account{ID: 4001, Name: "Drew Okafor"}))
		id, err := s.CreateIdentity(ctx, "drew@demo.test", "hash")
		must(t, err)
		must(t, s.LinkAccount(ctx, id, 4001, false))
		expectFound(t, s, "drew@", portal.SearchEmail, 4001)
		expectFound(t, s, "oka", portal.SearchName, 4001)
	})
}

// TestSearchCapsItsAnswer: at most the limit, the first accounts in order,
// and whether there were more; with few matches (PostgreSQL: all read
// through the trigram index) and with many (the accounts walked in order).
func TestSearchCapsItsAnswer(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		for i := range 25 {
			must(t, s.PutAccount(ctx, portal.Account{ID: int64(5024 - i), Name: fmt.Sprintf("Sam Morgan %d", i)}))
		}
		for i := range 230 {
			must(t, s.PutAccount(ctx, portal.Account{ID: int64(8229 - i), Name: fmt.Sprintf("Riley Tremblay %d", i)}))
		}
		storetest.Exec(t, s, `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1049)
			INSERT INTO accounts (id, name, created_at) SELECT 9000 + i, 'Jordan Gagnon', 0 FROM n`)
		for _, c := range []struct {
			q     string
			limit int
			n     int
			first int64
			more  bool
		}{
			{"morg", portal.SearchLimit, portal.SearchLimit, 5000, true},
			{"morg", 30, 25, 5000, false},
			{"trem", portal.SearchLimit, portal.SearchLimit, 8000, true},
			{"tremblay ril", 300, 230, 8000, false},
			{"sam 7", 30, 1, 5017, false},
			// More than the index's 1,000 fetched: every account walked.
			{"gagnon jor", 1100, 1050, 9000, false},
			{"gagnon", portal.SearchLimit, portal.SearchLimit, 9000, true},
		} {
			q, err := portal.ParseSubscriberQuery(c.q)
			must(t, err)
			found, more, err := s.SearchSubscribers(ctx, q, c.limit)
			must(t, err)
			if len(found) != c.n || more != c.more || found[0].AccountID != c.first {
				t.Fatalf("%q: %d found from %d, more %v", c.q, len(found), found[0].AccountID, more)
			}
			for i := 1; i < len(found); i++ {
				if found[i].AccountID <= found[i-1].AccountID {
					t.Fatalf("%q: not in account order at %d", c.q, i)
				}
			}
		}
	})
}

// TestSearchAfterTransactions: several writes to one account in one
// transaction (PostgreSQL rewrites its row once, at the end), also when
// SET CONSTRAINTS ran the deferred rewrites before more writes, leave the
// row as the account ends.
//
// covers: issue 30 item 4
func TestSearchAfterTransactions(t *testing.T) {
	forEachEngine(t, func(t *testing.T, s *store.Store, _ *fakeClock) {
		ctx := context.Background()
		dsn := storetest.DSN(t, s)
		driver := "sqlite"
		if s.Engine() == "postgres" {
			driver = "pgx"
		} else {
			dsn = "file:" + dsn + "?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
		}
		db, err := sql.Open(driver, dsn)
		must(t, err)
		defer db.Close()
		tx, err := db.BeginTx(ctx, nil)
		must(t, err)
		for _, q := range []string{
			`INSERT INTO accounts (id, name, created_at) VALUES (6001, 'Finley Park', 0)`,
			`INSERT INTO account_phone_numbers (account_id, position, description, phoneno) VALUES (6001, 0, 'Home', '3065550111')`,
			`INSERT INTO account_email_addresses (account_id, position, email) VALUES (6001, 0, 'finley@demo.test')`,
			`UPDATE accounts SET name = 'Finley Parker' WHERE id = 6001`,
		} {
			if _, err := tx.ExecContext(ctx, q); err != nil {
				t.Fatal(q, err)
			}
		}
		if s.Engine() == "postgres" {
			if _, err := tx.ExecContext(ctx, `SET CONSTRAINTS ALL IMMEDIATE`); err != nil {
				t.Fatal(err)
			}
			if _, err := tx.ExecContext(ctx, `SET CONSTRAINTS ALL DEFERRED`); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE account_phone_numbers SET phoneno = '3065550222' WHERE account_id = 6001`); err != nil {
			t.Fatal(err)
		}
		must(t, tx.Commit())
		expectFound(t, s, "parker", portal.SearchName, 6001)
		expectFound(t, s, "306-555-0222", portal.SearchPhone, 6001)
		expectFound(t, s, "306-555-0111", "")
		expectFound(t, s, "finley@", portal.SearchEmail, 6001)
	})
}
