package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"myaccount/internal/console"
	"myaccount/internal/demo"
)

// staffCall is one call to the console's JSON door from a browser of the
// same origin (as the console app makes them).
func staffCall(t *testing.T, c *http.Client, method, target string, body any, headers ...string) (int, map[string]any, *http.Response) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, target, rd)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]any{}
	raw, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(raw, &out)
	return res.StatusCode, out, res
}

// staffSignIn signs a demo staff login in with its password and the
// current code of the demo secret; it answers the staff cookie's value.
func staffSignIn(t *testing.T, c *http.Client, base, email string) string {
	t.Helper()
	status, body, _ := staffCall(t, c, "POST", base+"/staff/api/sign-in", map[string]string{"email": email, "password": demo.Password})
	if status != 200 || body["enrol"] != false {
		t.Fatalf("%s: password step: %d %v", email, status, body)
	}
	// A code is used once per 30-second step: each sign-in waits for its own.
	var status2 int
	for range 40 {
		code, err := console.Code(demo.StaffTOTPSecret, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		status2, body, _ = staffCall(t, c, "POST", base+"/staff/api/verify", map[string]string{"code": code})
		if status2 == 200 || body["error"] != "bad-code" {
			break
		}
		time.Sleep(time.Second)
	}
	staff, _ := body["staff"].(map[string]any)
	if status2 != 200 || staff["email"] != email || staff["stage"] != "signed-in" {
		t.Fatalf("%s: code step: %d %v", email, status2, body)
	}
	u, _ := url.Parse(base + "/staff/")
	for _, ck := range c.Jar.Cookies(u) {
		if ck.Name == console.CookieName {
			return ck.Value
		}
	}
	t.Fatal("no staff cookie")
	return ""
}

// The staff console's door end to end on the demo data: the demo staff sign
// in with password and TOTP; Home's queues count what the admin commands
// list; the staff cookie is refused on /api and the subscriber's token and
// SSO cookie on /staff; cross-origin writes are refused on both; an agent's
// credit is refused (403) and recorded, a billing agent's is posted.
func TestStaffConsole(t *testing.T) {
	p := startPortal(t, nil)
	for _, want := range []string{p.base + "/staff/", "agent@demo.test", "billing@demo.test", "admin@demo.test", "totp-code"} {
		if !strings.Contains(p.out.String(), want) {
			t.Errorf("start-up output lacks %q:\n%s", want, p.out)
		}
	}
	agent := browser(t)
	if status, body, _ := staffCall(t, agent, "GET", p.base+"/staff/api/me", nil); status != 401 || body["error"] != "sign-in-again" {
		t.Fatalf("me before signing in: %d %v", status, body)
	}
	status, body, res := staffCall(t, agent, "POST", p.base+"/staff/api/sign-in", map[string]string{"email": "agent@demo.test", "password": "wrong"})
	if status != 401 || body["error"] != "bad-credentials" {
		t.Fatalf("wrong password: %d %v", status, body)
	}
	// The password alone opens nothing but the code step.
	status, _, res = staffCall(t, agent, "POST", p.base+"/staff/api/sign-in", map[string]string{"email": "agent@demo.test", "password": demo.Password})
	if status != 200 {
		t.Fatalf("password: %d", status)
	}
	ck := res.Cookies()[0]
	if ck.Name != console.CookieName || ck.Path != "/staff" || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode {
		t.Fatalf("staff cookie %+v", ck)
	}
	if status, body, _ := staffCall(t, agent, "GET", p.base+"/staff/api/queues", nil); status != 401 {
		t.Fatalf("queues after the password only: %d %v", status, body)
	}
	agentCookie := staffSignIn(t, agent, p.base, "agent@demo.test")

	status, body, _ = staffCall(t, agent, "GET", p.base+"/staff/api/queues", nil)
	if status != 200 {
		t.Fatalf("queues: %d %v", status, body)
	}
	counts := map[string]float64{}
	for _, q := range body["queues"].([]any) {
		q := q.(map[string]any)
		counts[q["id"].(string)] = q["count"].(float64)
	}
	// blake's identity photo and casey's contract, agreement and ID wait;
	// the five review queues and the support requests.
	if counts["identity-documents"] < 1 || len(counts) != 6 {
		t.Errorf("queue counts %v", counts)
	}

	// The staff cookie is no credential on /api (nor /auth).
	req, _ := http.NewRequest("GET", p.base+"/api?target=user.1001", nil)
	req.Header.Set("Cookie", console.CookieName+"="+agentCookie)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 401 {
		t.Fatalf("/api with the staff cookie: %v %v", res.StatusCode, err)
	}
	req, _ = http.NewRequest("GET", p.base+"/api?ph=a&target=b", nil)
	req.Header.Set("Cookie", console.CookieName+"="+agentCookie)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusNoContent {
		t.Fatalf("/api SSO check with the staff cookie: %v %v", res.StatusCode, err)
	}

	// A subscriber's token, and their sign-in cookie, are no credential on /staff.
	avery := browser(t)
	pi := signIn(t, avery, p.base, "avery@demo.test", demo.Password, "/user/dashboard")
	_, boot := apiGet(t, avery, p.base, "pi="+url.QueryEscape(pi), "")
	token := boot["JRR"].(string)
	_, before := apiGet(t, avery, p.base, "target=user.1001/accountbalance", token)
	for _, h := range [][]string{{"x-omicron", token}, {"Authorization", "Bearer " + token}} {
		if status, body, _ := staffCall(t, avery, "GET", p.base+"/staff/api/queues", nil, h...); status != 401 {
			t.Errorf("/staff with the subscriber's %s: %d %v", h[0], status, body)
		}
	}

	// Cross-origin writes are refused on /staff and /api.
	for _, target := range []string{"/staff/api/sign-in", "/staff/api/sign-out", "/api?target=user.1001/accountbalance"} {
		status, _, _ := staffCall(t, agent, "POST", p.base+target, map[string]string{}, "Sec-Fetch-Site", "cross-site")
		if status != http.StatusForbidden {
			t.Errorf("cross-site POST %s: %d", target, status)
		}
		req, _ := http.NewRequest("POST", p.base+target, strings.NewReader("{}"))
		req.Header.Set("Origin", "https://evil.example")
		if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusForbidden {
			t.Errorf("POST %s from another Origin: %v %v", target, res.StatusCode, err)
		}
	}

	// An agent may not post a credit: 403, recorded.
	credit := map[string]string{"amount": "25.00", "description": "Goodwill credit"}
	status, body, _ = staffCall(t, agent, "POST", p.base+"/staff/api/accounts/1001/credits", credit)
	if status != http.StatusForbidden || body["error"] != "forbidden" {
		t.Fatalf("agent's credit: %d %v", status, body)
	}
	// A billing agent may.
	billing := browser(t)
	staffSignIn(t, billing, p.base, "billing@demo.test")
	status, body, _ = staffCall(t, billing, "POST", p.base+"/staff/api/accounts/1001/credits", credit)
	if status != 200 || body["amountCents"] != float64(-2500) {
		t.Fatalf("billing's credit: %d %v", status, body)
	}
	if status, body, _ := staffCall(t, billing, "POST", p.base+"/staff/api/accounts/1001/credits",
		map[string]string{"amount": "-3", "description": "x"}); status != 400 || body["error"] != "bad-amount" {
		t.Errorf("negative credit: %d %v", status, body)
	}
	_, after := apiGet(t, avery, p.base, "target=user.1001/accountbalance", token)
	if reflect.DeepEqual(before["object"], after["object"]) {
		t.Errorf("avery's balance did not change: %v", after)
	}

	// Sign out: the cookie is cleared and the session ends.
	if status, _, _ := staffCall(t, agent, "POST", p.base+"/staff/api/sign-out", nil); status != http.StatusNoContent {
		t.Fatalf("sign-out: %d", status)
	}
	req, _ = http.NewRequest("GET", p.base+"/staff/api/me", nil)
	req.Header.Set("Cookie", console.CookieName+"="+agentCookie)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 401 {
		t.Fatalf("the signed-out session: %v %v", res.StatusCode, err)
	}

	// The staff log holds the sign-ins, the refusal and the credit.
	status, body, _ = staffCall(t, billing, "GET", p.base+"/staff/api/queues", nil)
	if status != 200 {
		t.Fatalf("billing's queues: %d", status)
	}
	var out bytes.Buffer
	env := func(k string) string {
		if k == "MYACCOUNT_DATA" {
			return p.data
		}
		return ""
	}
	if err := runAdmin(t.Context(), []string{"actions"}, env, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`staff:agent@demo.test\s+refused\s+1001`, `staff:billing@demo.test\s+post-credit\s+1001`,
		`staff:agent@demo.test\s+staff-sign-in`} {
		if !regexp.MustCompile(want).MatchString(out.String()) {
			t.Errorf("staff log lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(out.String(), "needs billing") {
		t.Errorf("the refusal does not say what it needed:\n%s", out.String())
	}
}
