package cpe_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"myaccount/internal/cpe"
	"myaccount/internal/portal"
)

// genieACS answers as GenieACS's NBI documents for
// POST /devices/{id}/tasks?connection_request: 200 when the device ran the
// task, 202 when it is queued, 404 for an unknown device, and whatever
// status the test sets.
type genieACS struct {
	mu     sync.Mutex
	status int
	hang   chan struct{}
	got    []string // method path?query body
}

func (g *genieACS) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	g.mu.Lock()
	g.got = append(g.got, r.Method+" "+r.URL.EscapedPath()+"?"+r.URL.RawQuery+" "+string(body)+" "+r.Header.Get("Content-Type"))
	status, hang := g.status, g.hang
	g.mu.Unlock()
	if hang != nil {
		select {
		case <-hang:
		case <-r.Context().Done():
		}
		return
	}
	if status == http.StatusNotFound {
		http.Error(w, "No such device", status)
		return
	}
	w.WriteHeader(status)
}

func TestGenieACSReboot(t *testing.T) {
	g := &genieACS{}
	srv := httptest.NewServer(g)
	defer srv.Close()
	acs, err := cpe.NewGenieACS(srv.URL+"/nbi/", nil)
	if err != nil {
		t.Fatal(err)
	}
	dev := portal.CPEDevice{AccountID: 1001, DeviceID: "E4C32A-HG8245 H/1"}
	for _, c := range []struct {
		status  int
		outcome portal.RestartOutcome
		kind    portal.CPEErrorKind
	}{
		{200, portal.RestartDone, ""},
		{202, portal.RestartQueued, ""},
		{404, "", portal.CPENotFound},
		{400, "", portal.CPERefused},
		{500, "", portal.CPERefused},
		{503, "", portal.CPERefused},
	} {
		g.mu.Lock()
		g.status, g.got = c.status, nil
		g.mu.Unlock()
		out, err := acs.Reboot(context.Background(), dev)
		var ce *portal.CPEError
		if out != c.outcome || (c.kind == "") != (err == nil) || (c.kind != "" && (!errors.As(err, &ce) || ce.Kind != c.kind)) {
			t.Errorf("%d: outcome %q, err %v", c.status, out, err)
		}
		want := "POST /nbi/devices/E4C32A-HG8245%20H%2F1/tasks?connection_request {\"name\":\"reboot\"} application/json"
		if len(g.got) != 1 || g.got[0] != want {
			t.Errorf("%d: GenieACS received %q, want %q", c.status, g.got, want)
		}
	}
	if _, err := acs.Reboot(context.Background(), portal.CPEDevice{AccountID: 1}); !errors.Is(err, portal.ErrCPENoDevice) {
		t.Errorf("no device id: %v", err)
	}
}

func TestGenieACSTimeoutAndUnreachable(t *testing.T) {
	g := &genieACS{hang: make(chan struct{})}
	srv := httptest.NewServer(g)
	defer srv.Close()
	defer close(g.hang)
	acs, err := cpe.NewGenieACS(srv.URL, &http.Client{Timeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	_, err = acs.Reboot(context.Background(), portal.CPEDevice{DeviceID: "d"})
	var ce *portal.CPEError
	if !errors.As(err, &ce) || ce.Kind != portal.CPETimeout {
		t.Fatalf("hanging GenieACS: %v", err)
	}
	down := httptest.NewServer(http.NotFoundHandler())
	url := down.URL
	down.Close()
	acs, _ = cpe.NewGenieACS(url, nil)
	if _, err := acs.Reboot(context.Background(), portal.CPEDevice{DeviceID: "d"}); !errors.As(err, &ce) || ce.Kind != portal.CPEUnreachable {
		t.Fatalf("closed GenieACS: %v", err)
	}
	for _, bad := range []string{"", "ftp://x", "http://", "not a url"} {
		if _, err := cpe.NewGenieACS(bad, nil); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
