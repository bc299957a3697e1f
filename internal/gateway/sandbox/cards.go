package sandbox

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// What the hosted page does with a card that passes validation.
const (
	entryApprove = iota // tokenized; charges approved
	entryDecline        // declined at entry: the session ends denied
	entryNoFunds        // tokenized; every charge declined (insufficient funds)
	entryRefused        // refused by validation: not Visa or Mastercard
)

// testCard is one of the cards the hosted page lists. Any other valid Visa
// or Mastercard number is tokenized and approved, like the first two.
type testCard struct {
	Number string // as printed on the page
	Brand  string // its name, as printed
	Entry  int
}

var testCards = []testCard{
	{"4242 4242 4242 4242", "Visa", entryApprove},
	{"5555 5555 5555 4444", "Mastercard", entryApprove},
	{"4000 0000 0000 0002", "Visa", entryDecline},
	{"4000 0000 0000 9995", "Visa", entryNoFunds},
	{"3782 822463 10005", "American Express", entryRefused},
}

// entryOf is what adding the card with these digits does.
func entryOf(digits string) int {
	for _, c := range testCards {
		if strings.ReplaceAll(c.Number, " ", "") == digits {
			return c.Entry
		}
	}
	return entryApprove
}

// The reasons a card field is refused: each is a catalog key, and also
// what the log says (never the value typed).
const (
	errNumberMissing = "errNumberMissing"
	errNumberChars   = "errNumberChars"
	errNumberLength  = "errNumberLength"
	errNumberLuhn    = "errNumberLuhn"
	errBrand         = "errBrand"
	errExpiryMissing = "errExpiryMissing"
	errExpiryFormat  = "errExpiryFormat"
	errExpiryPast    = "errExpiryPast"
	errCVC           = "errCVC"
)

// cardEntry is a card form that passed validation. digits is the card
// number: it lives in memory for the request only and is never stored,
// logged or written back.
type cardEntry struct {
	digits   string
	brand    string // portal.MethodVisa or portal.MethodMastercard
	expMonth int
	expYear  int
}

// fieldErrors maps a form field (cardnumber, expiry, cvc) to the catalog key
// of its problem.
type fieldErrors map[string]string

// validateCard checks the form's card fields on the server: the number
// (digits once spaces and dashes are removed, 12 to 19 of them, the Luhn
// check, Visa or Mastercard), the expiry (MM/YY, this month or later) and
// the CVC (3 digits). Every field is checked, so the page lists every
// problem at once.
func validateCard(number, expiry, cvc string, now time.Time) (cardEntry, fieldErrors) {
	errs := fieldErrors{}
	var c cardEntry
	c.digits = strings.NewReplacer(" ", "", "-", "").Replace(strings.TrimSpace(number))
	switch {
	case c.digits == "":
		errs["cardnumber"] = errNumberMissing
	case !allDigits(c.digits):
		errs["cardnumber"] = errNumberChars
	case len(c.digits) < 12 || len(c.digits) > 19:
		errs["cardnumber"] = errNumberLength
	case !luhnValid(c.digits):
		errs["cardnumber"] = errNumberLuhn
	default:
		if c.brand = brandOf(c.digits); c.brand == "" {
			errs["cardnumber"] = errBrand
		}
	}
	expiry = strings.TrimSpace(expiry)
	if expiry == "" {
		errs["expiry"] = errExpiryMissing
	} else if m, y, ok := parseExpiry(expiry, now); !ok {
		errs["expiry"] = errExpiryFormat
	} else if expired(m, y, now) {
		errs["expiry"] = errExpiryPast
	} else {
		c.expMonth, c.expYear = m, y
	}
	if cvc = strings.TrimSpace(cvc); len(cvc) != 3 || !allDigits(cvc) {
		errs["cvc"] = errCVC
	}
	if len(errs) > 0 {
		return cardEntry{}, errs
	}
	return c, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// luhnValid is the Luhn (mod 10) check of a string of digits.
func luhnValid(digits string) bool {
	sum := 0
	double := false
	for i := len(digits) - 1; i >= 0; i-- {
		d := int(digits[i] - '0')
		if double {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// brandOf detects the card type from the number's prefix: Visa (4…),
// Mastercard (51–55, or 2221–2720); "" for any other (American Express,
// Discover…), which the gateway refuses.
func brandOf(digits string) string {
	if strings.HasPrefix(digits, "4") {
		return portal.MethodVisa
	}
	if len(digits) >= 2 {
		if p, _ := strconv.Atoi(digits[:2]); p >= 51 && p <= 55 {
			return portal.MethodMastercard
		}
	}
	if len(digits) >= 4 {
		if p, _ := strconv.Atoi(digits[:4]); p >= 2221 && p <= 2720 {
			return portal.MethodMastercard
		}
	}
	return ""
}

// expiryRE is MM/YY (or M/YY, MM/YYYY), spaces around the slash allowed.
var expiryRE = regexp.MustCompile(`^([0-9]{1,2}) ?/ ?([0-9]{2}|[0-9]{4})$`)

// maxExpiryYears is how far ahead an expiry may be.
const maxExpiryYears = 20

// parseExpiry reads an expiry date; ok is false for a malformed one, a
// month outside 1–12, or a year more than maxExpiryYears ahead.
func parseExpiry(s string, now time.Time) (month, year int, ok bool) {
	m := expiryRE.FindStringSubmatch(s)
	if m == nil {
		return 0, 0, false
	}
	month, _ = strconv.Atoi(m[1])
	year, _ = strconv.Atoi(m[2])
	if len(m[2]) == 2 {
		year += 2000
	}
	if month < 1 || month > 12 || year > now.Year()+maxExpiryYears {
		return 0, 0, false
	}
	return month, year, true
}

// expired: a card is valid through the last day of its expiry month.
func expired(month, year int, now time.Time) bool {
	return year < now.Year() || (year == now.Year() && month < int(now.Month()))
}
