package sandbox

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"myaccount/internal/portal"
)

func TestLuhn(t *testing.T) {
	for number, want := range map[string]bool{
		"4242424242424242": true, "5555555555554444": true, "378282246310005": true, "4000000000000002": true,
		"4000000000009995": true, "2223003122003222": true, "79927398713": true,
		"4242424242424241": false, "5555555555554440": false, "79927398710": false, "1234567812345678": false,
	} {
		if got := luhnValid(number); got != want {
			t.Errorf("luhnValid(%s) = %v", number, got)
		}
	}
}

// covers: PAY-021
func TestBrandOf(t *testing.T) {
	for number, want := range map[string]string{
		"4242424242424242": portal.MethodVisa,
		"4000056655665556": portal.MethodVisa,
		"5105105105105100": portal.MethodMastercard,
		"5555555555554444": portal.MethodMastercard,
		"2221000000000009": portal.MethodMastercard,
		"2223003122003222": portal.MethodMastercard,
		"2720990000000007": portal.MethodMastercard,
		"2220990000000000": "", // below the 2-series range
		"2721000000000000": "", // above it
		"5000000000000000": "", // 50: Maestro, not Mastercard
		"5600000000000000": "",
		"378282246310005":  "", // American Express
		"6011111111111117": "", // Discover
		"3566002020360505": "", // JCB
	} {
		if got := brandOf(number); got != want {
			t.Errorf("brandOf(%s) = %q, want %q", number, got, want)
		}
	}
}

// TestTestCardsAreWhatThePageSays: every listed test card passes the Luhn
// check and has the brand the page prints.
func TestTestCardsAreWhatThePageSays(t *testing.T) {
	brands := map[string]string{"Visa": portal.MethodVisa, "Mastercard": portal.MethodMastercard, "American Express": ""}
	for _, c := range testCards {
		digits := strings.ReplaceAll(c.Number, " ", "")
		if !luhnValid(digits) {
			t.Errorf("%s fails the Luhn check", c.Number)
		}
		if got := brandOf(digits); got != brands[c.Brand] {
			t.Errorf("%s: brand %q, the page says %s", c.Number, got, c.Brand)
		}
		if (c.Entry == entryRefused) != (brandOf(digits) == "") {
			t.Errorf("%s: entry %d but brand %q", c.Number, c.Entry, brandOf(digits))
		}
	}
}

func TestValidateCard(t *testing.T) {
	now := time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)
	ok := []struct {
		number, expiry, cvc string
		want                cardEntry
	}{
		{"4242 4242 4242 4242", "12/30", "123", cardEntry{"4242424242424242", portal.MethodVisa, 12, 2030}},
		{" 5555-5555-5555-4444 ", "11/26", "000", cardEntry{"5555555555554444", portal.MethodMastercard, 11, 2026}},
		{"2223003122003222", "1/2031", "999", cardEntry{"2223003122003222", portal.MethodMastercard, 1, 2031}},
		{"4242424242424242", "03 / 27", " 123 ", cardEntry{"4242424242424242", portal.MethodVisa, 3, 2027}},
	}
	for _, c := range ok {
		got, errs := validateCard(c.number, c.expiry, c.cvc, now)
		if errs != nil || got != c.want {
			t.Errorf("validateCard(%q, %q, %q) = %+v, %v", c.number, c.expiry, c.cvc, got, errs)
		}
	}
	bad := []struct {
		number, expiry, cvc string
		want                fieldErrors
	}{
		{"", "", "", fieldErrors{"cardnumber": errNumberMissing, "expiry": errExpiryMissing, "cvc": errCVC}},
		{"4242 4242 4242 424x", "12/30", "123", fieldErrors{"cardnumber": errNumberChars}},
		{"4242.4242.4242.4242", "12/30", "123", fieldErrors{"cardnumber": errNumberChars}},
		{"42424242424", "12/30", "123", fieldErrors{"cardnumber": errNumberLength}},
		{"42424242424242424242", "12/30", "123", fieldErrors{"cardnumber": errNumberLength}},
		{"4242424242424241", "12/30", "123", fieldErrors{"cardnumber": errNumberLuhn}},
		{"3782 822463 10005", "12/30", "123", fieldErrors{"cardnumber": errBrand}},
		{"6011111111111117", "12/30", "123", fieldErrors{"cardnumber": errBrand}},
		{"4242424242424242", "10/26", "123", fieldErrors{"expiry": errExpiryPast}},
		{"4242424242424242", "12/25", "123", fieldErrors{"expiry": errExpiryPast}},
		{"4242424242424242", "13/30", "123", fieldErrors{"expiry": errExpiryFormat}},
		{"4242424242424242", "00/30", "123", fieldErrors{"expiry": errExpiryFormat}},
		{"4242424242424242", "1230", "123", fieldErrors{"expiry": errExpiryFormat}},
		{"4242424242424242", "12/99", "123", fieldErrors{"expiry": errExpiryFormat}}, // 2099: too far ahead
		{"4242424242424242", "12/30", "12", fieldErrors{"cvc": errCVC}},
		{"4242424242424242", "12/30", "1234", fieldErrors{"cvc": errCVC}},
		{"4242424242424242", "12/30", "12a", fieldErrors{"cvc": errCVC}},
	}
	for _, c := range bad {
		got, errs := validateCard(c.number, c.expiry, c.cvc, now)
		if got != (cardEntry{}) || errs.String() != c.want.String() {
			t.Errorf("validateCard(%q, %q, %q) = %+v, %v; want %v", c.number, c.expiry, c.cvc, got, errs, c.want)
		}
	}
}

// TestCatalogs: both languages have the same keys, every key the code and
// the templates use is in them, and French follows the portal's
// typography.
func TestCatalogs(t *testing.T) {
	for key := range texts["en"] {
		if _, ok := texts["fr"][key]; !ok {
			t.Errorf("%s: no French text", key)
		}
	}
	for key := range texts["fr"] {
		if _, ok := texts["en"][key]; !ok {
			t.Errorf("%s: no English text", key)
		}
	}
	used := []string{errNumberMissing, errNumberChars, errNumberLength, errNumberLuhn, errBrand, errExpiryMissing,
		errExpiryFormat, errExpiryPast, errCVC}
	for _, k := range resultMessages {
		used = append(used, k)
	}
	for _, k := range entryTexts {
		used = append(used, k)
	}
	for _, k := range used {
		if _, ok := texts["en"][k]; !ok {
			t.Errorf("%s is used but not in the catalog", k)
		}
	}
	for key, s := range texts["fr"] {
		if strings.ContainsAny(s, `'"`) {
			t.Errorf("%s: straight quote in %q; write ’ or «\u00a0…\u00a0»", key, s)
		}
		prev := rune(0)
		for _, r := range s {
			switch r {
			case ':', '»':
				if prev != '\u00a0' {
					t.Errorf("%s: %q without a no-break space before it in %q", key, r, s)
				}
			case ';', '!', '?':
				// Quebec typography: no space before them (France's narrow one fails).
				if unicode.IsSpace(prev) || prev == '\u202f' || prev == '\u00a0' {
					t.Errorf("%s: %q with a space before it in %q", key, r, s)
				}
			}
			if prev == '«' && r != '\u00a0' {
				t.Errorf("%s: « without a no-break space after it in %q", key, s)
			}
			prev = r
		}
	}
}

// TestTemplatesUseOnlyCatalogKeys: every {{t "key"}} of the templates is in
// the catalog (a missing key would show the key itself).
func TestTemplatesUseOnlyCatalogKeys(t *testing.T) {
	entries, err := templateFiles.ReadDir("templates")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		b, err := templateFiles.ReadFile("templates/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		rest := string(b)
		for {
			i := strings.Index(rest, `{{t "`)
			if i < 0 {
				break
			}
			rest = rest[i+len(`{{t "`):]
			key, _, _ := strings.Cut(rest, `"`)
			if _, ok := texts["en"][key]; !ok {
				t.Errorf("%s uses %q, which the catalog lacks", e.Name(), key)
			}
		}
	}
}
