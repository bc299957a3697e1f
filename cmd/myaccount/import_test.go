package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `myaccount import`: the catalog as JSON Lines, then subscribers as CSV;
// a refused row makes it exit non-zero after applying the others; a second
// run changes nothing; --dry-run writes nothing.
func TestImportCommand(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return dir
		}
		return ""
	}
	write := func(name, text string) string {
		p := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	importFile := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"import"}, args...), env, &out, io.Discard)
		return out.String(), err
	}
	catalog := write("catalog.jsonl", `{"put": "/packages/F300", "body": {"name": {"en": "Fibre 300"}, "technology": "fiber", "download_mbps": 300, "upload_mbps": 300, "cap_gb": 800, "monthly_fee_cents": 8995}}`+"\n")
	if out, err := importFile(catalog); err != nil || !strings.Contains(out, "1 created") {
		t.Fatalf("catalog: %v\n%s", err, out)
	}
	// The CSV file's name says .txt: the content tells the format.
	subs := write("subscribers.txt", "account_id,name,regionid,package,login\n"+
		"9001,Jordan Tremblay,1,F300,jordan@example.test\n"+
		"9002,Nope,1,NOPE,\n")
	out, err := importFile("--dry-run", subs)
	if err == nil || !strings.Contains(out, "dry run") || !strings.Contains(out, "line 3 (account 9002): refused") {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
	out, err = importFile(subs, "--by", "riley")
	if err == nil || !strings.Contains(out, "2 rows applied") || !strings.Contains(out, "1 created") || !strings.Contains(out, "1 refused") {
		t.Fatalf("first run: %v\n%s", err, out)
	}
	out, _ = importFile(subs)
	if !strings.Contains(out, "0 created, 0 changed, 1 unchanged, 1 refused") {
		t.Fatalf("second run:\n%s", out)
	}
	var actions bytes.Buffer
	if err := runAdmin(ctx, []string{"actions"}, env, &actions, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(actions.String(), "riley") || !strings.Contains(actions.String(), "import:catalog.jsonl") {
		t.Errorf("the staff log lacks the importers:\n%s", actions.String())
	}
	if _, err := importFile(); err == nil {
		t.Error("import without a file succeeded")
	}
	if _, err := importFile(filepath.Join(dir, "missing.csv")); err == nil {
		t.Error("a missing file was imported")
	}
}
