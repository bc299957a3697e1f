package provider

import (
	"context"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"testing"
)

// Helpers the resource tests share.

// actor is what the harness's key records its writes under.
const actor = "api-key:billing-sync"

// want fails the test unless r has the status.
func want(t *testing.T, what string, r answer, status int) {
	t.Helper()
	if r.Status != status {
		t.Fatalf("%s: answered %d, want %d: %s", what, r.Status, status, r.Raw)
	}
}

// wantFields fails the test unless r is a 400 naming every field of fields.
func wantFields(t *testing.T, what string, r answer, status int, fields ...string) {
	t.Helper()
	want(t, what, r, status)
	got := r.fields()
	for _, f := range fields {
		if !slices.Contains(got, f) {
			t.Errorf("%s: the problem names %v, not %s: %s", what, got, f, r.Raw)
		}
	}
}

// idempotentPut checks the PUT conventions on path: body creates (201),
// the same body again answers 200 and records nothing more, changed
// replaces (200) and is recorded once more under the key's name. It
// returns the last answer.
func idempotentPut(t *testing.T, api *testAPI, path string, body, changed any) answer {
	t.Helper()
	before := len(staffActions(t, api.st, actor))
	want(t, "create "+path, api.do("PUT", path, body), http.StatusCreated)
	created := len(staffActions(t, api.st, actor))
	if created != before+1 {
		t.Fatalf("create %s recorded %d actions", path, created-before)
	}
	again := api.do("PUT", path, body)
	want(t, "same PUT "+path, again, http.StatusOK)
	if n := len(staffActions(t, api.st, actor)); n != created {
		t.Fatalf("the same PUT %s again recorded %d more actions", path, n-created)
	}
	r := api.do("PUT", path, changed)
	want(t, "changed PUT "+path, r, http.StatusOK)
	if n := len(staffActions(t, api.st, actor)); n != created+1 {
		t.Fatalf("a changed PUT %s recorded %d actions, want 1", path, n-created)
	}
	return r
}

// unauthorized checks that the operation refuses a missing key with 401
// and WWW-Authenticate: Bearer.
func unauthorized(t *testing.T, api *testAPI, method, path string, body any) {
	t.Helper()
	r := api.send(method, path, body, nil)
	want(t, method+" "+path+" without a key", r, http.StatusUnauthorized)
	if h := r.Header.Get("WWW-Authenticate"); len(h) < 6 || h[:6] != "Bearer" {
		t.Errorf("%s %s without a key: WWW-Authenticate %q", method, path, h)
	}
}

// revoked checks that the key, once revoked, is refused with 401.
func revoked(t *testing.T, api *testAPI, method, path string) {
	t.Helper()
	if err := api.svc.RevokeAPIKey(context.Background(), "test", "billing-sync"); err != nil {
		t.Fatal(err)
	}
	want(t, method+" "+path+" with a revoked key", api.do(method, path, nil), http.StatusUnauthorized)
}

// pages reads a whole list two items at a time and returns the items'
// values of key, checking that every page but the last has a cursor.
func pages(t *testing.T, api *testAPI, path, key string) []string {
	t.Helper()
	var out []string
	after := ""
	for range 100 {
		q := path + "?limit=2"
		if after != "" {
			q += "&after=" + after
		}
		r := api.do("GET", q, nil)
		want(t, "GET "+q, r, http.StatusOK)
		items, _ := r.Body["items"].([]any)
		for _, it := range items {
			out = append(out, toString(it.(map[string]any)[key]))
		}
		next, _ := r.Body["next"].(string)
		if next == "" {
			return out
		}
		if len(items) != 2 {
			t.Fatalf("GET %s: a page of %d items has a next cursor", q, len(items))
		}
		after = next
	}
	t.Fatal("the list never ends")
	return nil
}

func toString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatInt(int64(x), 10)
	}
	return ""
}

// listMatchesGet checks that every item of the list at path reads the same
// as its own GET (path + "/" + its key).
func listMatchesGet(t *testing.T, api *testAPI, path, key string) {
	t.Helper()
	r := api.do("GET", path+"?limit=1000", nil)
	want(t, "GET "+path, r, http.StatusOK)
	items, _ := r.Body["items"].([]any)
	if len(items) == 0 {
		t.Fatalf("GET %s: no items", path)
	}
	for _, it := range items {
		item := it.(map[string]any)
		one := api.do("GET", path+"/"+toString(item[key]), nil)
		want(t, "GET one", one, http.StatusOK)
		if !reflect.DeepEqual(item, one.Body) {
			t.Errorf("%s lists\n%v\nbut reads\n%v", path, item, one.Body)
		}
	}
}
