package billing

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"myaccount/internal/portal"
)

// amountPattern is the payment amount of PAY-002: an optional minus, 1 to
// 30 digits, an optional decimal point and up to 2 decimals. The app checks
// the same pattern; the server refuses what it lets through that cannot be
// paid (zero, negative, over the balance: decisions.md §19).
var amountPattern = regexp.MustCompile(`^(-?)([0-9]{1,30})(?:\.([0-9]{0,2}))?$`)

// maxAmountDigits bounds the whole dollars an int64 of cents holds with
// room to spare; more is always over any balance.
const maxAmountDigits = 15

// errAmountInvalid is the answer to an amount that is not one.
var errAmountInvalid = portal.Fail(portal.CodeBadRequest, portal.MsgAmountInvalid)

// ParseAmount reads a payment amount as sent (a JSON number or a string)
// into cents, exactly: no floating point on the way. The string is taken as
// is: a space, a no-break space or any other white space around or in it
// makes it not an amount (what is charged is exactly what was typed and
// checked by the app). Beyond the pattern it
// refuses zero and negative amounts; overLimit is true for an amount too
// large to be any balance (the caller answers it like one over the
// balance).
func ParseAmount(v any) (cents int64, overLimit bool, err error) {
	var s string
	switch v := v.(type) {
	case string:
		s = v
	case json.Number:
		s = v.String()
	default:
		return 0, false, errAmountInvalid
	}
	m := amountPattern.FindStringSubmatch(s)
	if m == nil {
		return 0, false, errAmountInvalid
	}
	negative, whole, fraction := m[1] == "-", strings.TrimLeft(m[2], "0"), m[3]
	if len(whole) > maxAmountDigits {
		if negative {
			return 0, false, errNotPositive
		}
		return 0, true, nil
	}
	for len(fraction) < 2 {
		fraction += "0"
	}
	cents, err = strconv.ParseInt(whole+fraction, 10, 64)
	if err != nil {
		return 0, false, errAmountInvalid
	}
	if negative || cents == 0 {
		return 0, false, errNotPositive
	}
	return cents, false, nil
}

var errNotPositive = portal.Fail(portal.CodeBadRequest, portal.MsgAmountNotPositive, "zero", portal.Money(0))
