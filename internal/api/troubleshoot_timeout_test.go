package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/cpe"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// GenieACS that does not answer in time: the subscriber is told the
// router may still restart, the slot stays taken (the task may run), and
// the attempt is recorded as failed with the reason.
func TestRouterRestartTimeout(t *testing.T) {
	w, _ := troubleshootWorld(t, storetest.SQLite)
	hang := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		select {
		case <-hang:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(hang)
	acs, err := cpe.NewGenieACS(srv.URL, &http.Client{Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{CPE: acs})
	a := w.call("POST", "user.1001/routerrestart.1001", w.token, map[string]any{})
	if a.status != 450 || !strings.Contains(a.body["message"].(string), "may still restart") {
		t.Fatalf("timeout: %d %v", a.status, a.body)
	}
	if a := w.call("POST", "user.1001/routerrestart.1001", w.token, map[string]any{}); a.status != 450 || !strings.Contains(a.body["message"].(string), "10 minutes") {
		t.Fatalf("after a timeout: %d %v", a.status, a.body)
	}
	recs, err := w.st.RouterRestarts(context.Background(), 1001)
	if err != nil || len(recs) != 1 || recs[0].Outcome != portal.RestartFailed || recs[0].Detail != string(portal.CPETimeout) {
		t.Fatalf("records %+v %v", recs, err)
	}
	if o := w.call("GET", "user.1001/troubleshoot", w.token, nil).object(); o["next_restart_at"] == nil {
		t.Fatalf("the page does not say when: %v", o)
	}
}
