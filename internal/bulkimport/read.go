package bulkimport

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"myaccount/internal/provisioning"
)

// Format is a file's format, told by its content (never by its name).
type Format string

// The formats the import reads.
const (
	FormatCSV   Format = "csv"
	FormatJSONL Format = "jsonl"
)

// MaxLineBytes bounds one line of either format.
const MaxLineBytes = 1 << 20

// sniff tells the format from the first bytes: a JSON object opens JSON
// Lines, anything else is CSV with a header. A UTF-8 byte-order mark (as
// spreadsheets write) is skipped.
func sniff(br *bufio.Reader) (Format, error) {
	if b, err := br.Peek(3); err == nil && bytes.Equal(b, []byte{0xEF, 0xBB, 0xBF}) {
		_, _ = br.Discard(3)
	}
	for {
		b, err := br.Peek(1)
		if err != nil {
			if errors.Is(err, io.EOF) {
				return "", errors.New("the file is empty")
			}
			return "", err
		}
		switch b[0] {
		case ' ', '\t', '\r', '\n':
			_, _ = br.Discard(1)
			continue
		case '{':
			return FormatJSONL, nil
		}
		return FormatCSV, nil
	}
}

// Columns are the CSV columns the import knows (docs/import.md). A
// subscriber is one row: an account, optionally its internet service and
// the login that signs in to it.
var Columns = []string{
	"account_id", "name", "name2", "address", "city", "postalcode", "regionid", "phones", "emails",
	"vip", "language", "ar", "preinstall", "package", "router", "nat", "billing_day", "login", "login_language",
}

// requiredColumns must be in every CSV header.
var requiredColumns = []string{"account_id", "name", "regionid"}

// Row is one CSV subscriber as read, before any rule is checked: Problems
// are what the file itself gets wrong (a number that is not one).
type Row struct {
	Line      int
	AccountID int64
	Account   provisioning.Account
	// Internet is nil when the row names no package.
	Internet *provisioning.Internet
	// Login is empty when the row names none; LoginLanguage defaults to
	// the account's language.
	Login         string
	LoginLanguage string
	Problems      []provisioning.FieldProblem
}

// csvRows reads a CSV file's header and rows, calling each for every row.
func csvRows(r io.Reader, each func(Row) error) error {
	cr := csv.NewReader(r)
	cr.ReuseRecord = true
	cr.FieldsPerRecord = -1
	header, err := cr.Read()
	if err != nil {
		return fmt.Errorf("line 1: the CSV header cannot be read: %w", err)
	}
	index := map[string]int{}
	known := map[string]bool{}
	for _, c := range Columns {
		known[c] = true
	}
	for i, h := range header {
		name := strings.ToLower(strings.TrimSpace(h))
		if !known[name] {
			return fmt.Errorf("line 1: unknown column %q (the columns are: %s)", h, strings.Join(Columns, ", "))
		}
		if _, dup := index[name]; dup {
			return fmt.Errorf("line 1: column %q is named twice", name)
		}
		index[name] = i
	}
	for _, c := range requiredColumns {
		if _, ok := index[c]; !ok {
			return fmt.Errorf("line 1: the header lacks the column %q", c)
		}
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue // a blank line
		}
		get := func(name string) string {
			if i, ok := index[name]; ok && i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		if err := each(parseRow(line, get, len(rec) != len(header))); err != nil {
			return err
		}
	}
}

// parseRow turns one record into a Row.
func parseRow(line int, get func(string) string, ragged bool) Row {
	row := Row{Line: line}
	fail := func(field, detail string) {
		row.Problems = append(row.Problems, provisioning.FieldProblem{Field: field, Detail: detail})
	}
	if ragged {
		fail("(row)", "has not as many fields as the header")
	}
	for _, name := range Columns {
		if v := get(name); !utf8.ValidString(v) {
			fail(name, "is not UTF-8 text")
		}
	}
	id, err := strconv.ParseInt(get("account_id"), 10, 64)
	if err != nil || id < 1 {
		fail("account_id", "is a whole number from 1")
	}
	row.AccountID = id
	a := provisioning.Account{ID: id, Name: get("name"), Name2: get("name2"), Address: get("address"), City: get("city"),
		PostalCode: get("postalcode"), Language: get("language")}
	if v := get("regionid"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			fail("regionid", "is a region's number")
		} else {
			a.RegionID = &n
		}
	}
	a.VIP = flag(get("vip"), "vip", fail)
	a.AR = flag(get("ar"), "ar", fail)
	a.Preinstall = flag(get("preinstall"), "preinstall", fail)
	for i, p := range splitList(get("phones")) {
		desc, number, ok := strings.Cut(p, ":")
		if !ok {
			desc, number = "", p
		}
		if strings.TrimSpace(number) == "" {
			fail(fmt.Sprintf("phones[%d]", i), "is DESCRIPTION: NUMBER or a number")
		}
		a.PhoneNumbers = append(a.PhoneNumbers, provisioning.ContactPhone{Description: strings.TrimSpace(desc), PhoneNo: strings.TrimSpace(number)})
	}
	for _, e := range splitList(get("emails")) {
		a.EmailAddresses = append(a.EmailAddresses, provisioning.ContactEmail{Email: e})
	}
	row.Account = a
	if pkg := get("package"); pkg != "" {
		in := &provisioning.Internet{Package: pkg, Router: flag(get("router"), "router", fail), NAT: flag(get("nat"), "nat", fail)}
		if v := get("billing_day"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				fail("billing_day", "is a day of the month")
			} else {
				in.BillingDay = &n
			}
		}
		row.Internet = in
	} else {
		for _, c := range []string{"router", "nat", "billing_day"} {
			if get(c) != "" {
				fail(c, "needs a package")
			}
		}
	}
	row.Login = get("login")
	row.LoginLanguage = get("login_language")
	if row.LoginLanguage == "" {
		row.LoginLanguage = a.Language
	}
	return row
}

// flag reads a yes/no column: true, yes, 1, y or false, no, 0, n, or empty
// (false).
func flag(v, field string, fail func(field, detail string)) bool {
	switch strings.ToLower(v) {
	case "", "false", "no", "0", "n":
		return false
	case "true", "yes", "1", "y":
		return true
	}
	fail(field, "is true or false")
	return false
}

// splitList splits a column of several values separated by ";".
func splitList(v string) []string {
	var out []string
	for _, p := range strings.Split(v, ";") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Line is one line of a JSON Lines file: a PUT of the provider API by its
// path under /provider/v1, with the resource as its body.
type Line struct {
	Number int             `json:"-"`
	Put    string          `json:"put"`
	Body   json.RawMessage `json:"body"`
	// Problem says why the line is not one of this format ("" when it is).
	Problem string `json:"-"`
}

// jsonLines reads a JSON Lines file, calling each for every line.
func jsonLines(r io.Reader, each func(Line) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		var l Line
		dec := json.NewDecoder(bytes.NewReader(text))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil || l.Put == "" || len(l.Body) == 0 {
			l = Line{Problem: `each line is {"put": "/path", "body": {…}}`}
			if err != nil {
				l.Problem = err.Error()
			}
		}
		l.Number = n
		if err := each(l); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("line %d: %w", n+1, err)
	}
	return nil
}
