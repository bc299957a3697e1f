package billing

import (
	"context"
	"errors"
	"slices"
	"strings"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// AccountInfo is the Account page's contact information and change
// requests (ACCT-014 … ACCT-029).
type AccountInfo struct {
	store portal.BillingStore
	clock portal.Clock
}

// Contact is the account's contact numbers and e-mail addresses.
func (a *AccountInfo) Contact(ctx context.Context, account int64) (portal.ContactInfo, error) {
	return a.store.ContactInfo(ctx, account)
}

// PendingChange is the account's request under review (ACCT-015, ACCT-016).
func (a *AccountInfo) PendingChange(ctx context.Context, account int64) (portal.ChangeRequest, bool, error) {
	r, err := a.store.PendingChangeRequest(ctx, account)
	if errors.Is(err, portal.ErrNoRows) {
		return r, false, nil
	}
	return r, err == nil, err
}

// RequestChange checks a change request as sent and stores it (ACCT-028).
// The body is {rows: [{type, operation, current, description, address2,
// city, province, postalcode}], callback, comments}; the spec's own shape,
// {type, description} and the callback, is read as one row. Every rule of
// §5 is checked again here with the descriptor the app was served.
func (a *AccountInfo) RequestChange(ctx context.Context, in portal.ChangeRequestInput) (portal.Message, error) {
	regions, err := a.store.Codebook(ctx, "region")
	if err != nil {
		return portal.Message{}, err
	}
	form := schema.AccountChange(i18n.English, schema.ProvinceOptions(portal.CanadianProvinces(regions)))
	contact, err := a.store.ContactInfo(ctx, in.Account)
	if err != nil {
		return portal.Message{}, err
	}
	req, err := readChangeRequest(form, contact, in.Body)
	if err != nil {
		return portal.Message{}, err
	}
	req.AccountID, req.IdentityID, req.Status, req.CreatedAt = in.Account, in.Identity, portal.RequestPending, a.clock.Time()
	if _, err := a.store.AddChangeRequest(ctx, req); errors.Is(err, portal.ErrChangePending) {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangePending)
	} else if err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgChangeSent), nil
}

// changeCheck collects what is wrong with a change request, by field
// label, each label once, in the order met.
type changeCheck struct {
	form             schema.Descriptor
	missing, invalid []portal.MsgKey
	valueNull        bool
}

func (c *changeCheck) label(field string) portal.MsgKey {
	p, _ := c.form.Prop(field)
	return p.LabelKey
}

// value checks one field: required and empty is missing, a value the
// field's rules refuse is invalid. It returns the trimmed value.
func (c *changeCheck) value(field string, v any, required bool) string {
	s, ok := v.(string)
	if v != nil && !ok {
		c.invalid = appendOnce(c.invalid, c.label(field))
		return ""
	}
	s = strings.TrimSpace(s)
	if s == "" {
		if required {
			c.missing = appendOnce(c.missing, c.label(field))
		}
		return ""
	}
	if _, ok := c.form.Check(field, s); !ok {
		c.invalid = appendOnce(c.invalid, c.label(field))
	}
	return s
}

func appendOnce(keys []portal.MsgKey, k portal.MsgKey) []portal.MsgKey {
	if slices.Contains(keys, k) {
		return keys
	}
	return append(keys, k)
}

func (c *changeCheck) err() error {
	labels := func(keys []portal.MsgKey) []portal.Message {
		out := make([]portal.Message, len(keys))
		for i, k := range keys {
			out[i] = portal.Msg(k)
		}
		return out
	}
	switch {
	case len(c.missing) > 0:
		return portal.Fail(portal.CodeBadRequest, portal.MsgChangeFillOut, "fields", labels(c.missing))
	case c.valueNull:
		return portal.Fail(portal.CodeBadRequest, portal.MsgChangeValueNull)
	case len(c.invalid) > 0:
		return portal.Fail(portal.CodeBadRequest, portal.MsgChangeCorrect, "fields", labels(c.invalid))
	}
	return nil
}

func readChangeRequest(form schema.Descriptor, contact portal.ContactInfo, body map[string]any) (portal.ChangeRequest, error) {
	var rows []any
	switch v := body["rows"].(type) {
	case []any:
		rows = v
	case nil:
		if _, ok := body["type"]; ok {
			rows = []any{map[string]any{"type": body["type"], "description": body["description"]}}
		}
	default:
		return portal.ChangeRequest{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangeNoRows)
	}
	switch {
	case len(rows) == 0:
		return portal.ChangeRequest{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangeNoRows)
	case len(rows) > len(portal.ChangeKinds): // ACCT-022
		return portal.ChangeRequest{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangeTooManyRows, "max", len(portal.ChangeKinds))
	}
	c := &changeCheck{form: form}
	var req portal.ChangeRequest
	for _, raw := range rows {
		row, ok := raw.(map[string]any)
		if !ok {
			return req, portal.Fail(portal.CodeBadRequest, portal.MsgChangeBadType)
		}
		change, err := c.row(row, contact)
		if err != nil {
			return req, err
		}
		req.Changes = append(req.Changes, change)
	}
	req.Callback = digits(c.value("callback", body["callback"], true))
	req.Comments = c.value("comments", body["comments"], false)
	return req, c.err()
}

// row reads one change: its type's value fields (ACCT-023 … ACCT-025).
func (c *changeCheck) row(row map[string]any, contact portal.ContactInfo) (portal.AccountChange, error) {
	kind, _ := row["type"].(string)
	if !slices.Contains(portal.ChangeKinds, kind) {
		return portal.AccountChange{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangeBadType)
	}
	ch := portal.AccountChange{Type: kind}
	switch kind {
	case portal.ChangeName:
		ch.Description = c.value("name", row["description"], true)
	case portal.ChangeAddress:
		ch.Description = c.value("address", row["description"], true)
		ch.Address2 = c.value("address2", row["address2"], false) // optional (ACCT-023)
		ch.City = c.value("city", row["city"], true)
		ch.Province = c.value("province", row["province"], true)
		ch.PostalCode = postalCode(c.value("postalcode", row["postalcode"], true))
	case portal.ChangeEmail, portal.ChangePhone:
		op, _ := row["operation"].(string)
		if op != portal.OperationAdd && op != portal.OperationReplace && op != portal.OperationOther {
			return portal.AccountChange{}, portal.Fail(portal.CodeBadRequest, portal.MsgChangeBadOperation)
		}
		ch.Operation = op
		if op == portal.OperationOther {
			ch.Description = c.value("description", row["description"], true)
			break
		}
		field, current := "email", contact.Emails
		if kind == portal.ChangePhone {
			field = "phone"
			current = make([]string, len(contact.Phones))
			for i, p := range contact.Phones {
				current[i] = p.Number
			}
		}
		ch.Description = c.value(field, row["description"], true)
		if kind == portal.ChangePhone {
			ch.Description = digits(ch.Description)
		}
		if op == portal.OperationReplace {
			ch.Current = c.replaced(row["current"], current, kind == portal.ChangePhone)
		}
	case portal.ChangeOther:
		ch.Description = c.value("description", row["description"], true)
	}
	return ch, nil
}

// replaced reads the value a replace change picks (ACCT-025): it must be
// one of the account's own.
func (c *changeCheck) replaced(v any, own []string, phone bool) string {
	s, _ := v.(string)
	s = strings.TrimSpace(s)
	if phone {
		s = digits(s)
	}
	if s == "" {
		c.valueNull = true
		return ""
	}
	for _, o := range own {
		if strings.EqualFold(o, s) {
			return o
		}
	}
	c.invalid = appendOnce(c.invalid, c.label("current"))
	return ""
}

// digits keeps a phone number's digits.
func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// postalCode writes a Canadian postal code as stored: A1A 1A1.
func postalCode(s string) string {
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	if len(s) != 6 {
		return s
	}
	return s[:3] + " " + s[3:]
}
