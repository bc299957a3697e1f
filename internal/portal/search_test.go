package portal

import (
	"fmt"
	"testing"
)

// covers: issue 30 item 4
func TestParseSubscriberQuery(t *testing.T) {
	for q, want := range map[string]string{
		"Mor":                 "[mor] ",
		"  Côté, CHLOÉ ":      "[cote chloe] ",
		"Łukasz Nguyễn":       "[łukasz nguyen] ",
		"O’Brien":             "[o brien] ",
		"(613) 555-1234":      "[6135551234] 6135551234",
		"+1 613.555.1234":     "[6135551234] 6135551234",
		"555 12":              "[55512] 55512",
		"2001":                "[2001] 2001",
		"blake@demo.test":     "[blake demo test] ",
		"mo moreau":           "[moreau] ",
		"T2P 3J4":             "[t2p 3j4] ",
		"e\u0301lodie":        "[elodie] ",
		"12 Rue Principale":   "[12 rue principale] ",
		"subscriber000001@ex": "[subscriber000001 ex] ",
	} {
		got, err := ParseSubscriberQuery(q)
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		if s := fmt.Sprintf("%v %s", got.Words, got.Digits); s != want {
			t.Errorf("%q: %s, want %s", q, s, want)
		}
	}
	if q, _ := ParseSubscriberQuery("blake@demo"); !q.Email {
		t.Error("an @ makes an e-mail query")
	}
	for _, q := range []string{"", "a", "1", "()", "- -"} {
		if _, err := ParseSubscriberQuery(q); err != ErrSearchTooShort {
			t.Errorf("%q: %v", q, err)
		}
	}
	long := make([]byte, SearchMaxLength+1)
	for i := range long {
		long[i] = 'a'
	}
	if _, err := ParseSubscriberQuery(string(long)); err != ErrSearchTooLong {
		t.Errorf("101 characters: %v", err)
	}
}
