// Package cpe restarts subscribers' routers through a CPE-management
// system: GenieACS's NBI REST API (genieacs.go), or the demo's simulated
// routers (internal/demo). The troubleshooting service
// (internal/internet) holds a portal.CPEManager and never knows which.
package cpe

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"myaccount/internal/portal"
)

// DefaultTimeout bounds one call to GenieACS, connection request included
// (GenieACS waits for the router to answer before it says 200 or 202).
const DefaultTimeout = 30 * time.Second

// GenieACS reboots routers through GenieACS's NBI
// (POST /devices/{id}/tasks?connection_request, body {"name":"reboot"}):
// 200 means the router ran the task, 202 that the task is queued until the
// router next checks in; anything else is an error.
type GenieACS struct {
	base   *url.URL
	client *http.Client
}

// NewGenieACS reads the NBI's base URL (http(s)://host:7557, maybe with a
// path prefix). client nil: a client with DefaultTimeout.
func NewGenieACS(base string, client *http.Client) (*GenieACS, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("cpe: the GenieACS URL must be http(s)://host[:port][/path], not %q", base)
	}
	if client == nil {
		client = &http.Client{Timeout: DefaultTimeout}
	}
	u.Path = strings.TrimRight(u.Path, "/")
	return &GenieACS{base: u, client: client}, nil
}

var _ portal.CPEManager = (*GenieACS)(nil)

// Reboot asks GenieACS to reboot the device now.
func (g *GenieACS) Reboot(ctx context.Context, d portal.CPEDevice) (portal.RestartOutcome, error) {
	if d.DeviceID == "" {
		return "", portal.ErrCPENoDevice
	}
	u := *g.base
	// The device id (OUI-ProductClass-SerialNumber) may hold characters a
	// path segment must escape.
	u.Path = g.base.Path + "/devices/" + d.DeviceID + "/tasks"
	u.RawPath = g.base.EscapedPath() + "/devices/" + url.PathEscape(d.DeviceID) + "/tasks"
	u.RawQuery = "connection_request"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), strings.NewReader(`{"name":"reboot"}`))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(req)
	if err != nil {
		if IsTimeout(err) {
			return "", &portal.CPEError{Kind: portal.CPETimeout, Detail: "GenieACS did not answer in time: " + err.Error()}
		}
		return "", &portal.CPEError{Kind: portal.CPEUnreachable, Detail: "GenieACS unreachable: " + err.Error()}
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	switch {
	case resp.StatusCode == http.StatusOK:
		return portal.RestartDone, nil
	case resp.StatusCode == http.StatusAccepted:
		return portal.RestartQueued, nil
	case resp.StatusCode == http.StatusNotFound:
		return "", &portal.CPEError{Kind: portal.CPENotFound, Detail: "GenieACS does not know device " + d.DeviceID}
	default:
		return "", &portal.CPEError{Kind: portal.CPERefused,
			Detail: fmt.Sprintf("GenieACS answered %d: %s", resp.StatusCode, strings.TrimSpace(string(body)))}
	}
}

// IsTimeout reports whether err is a call that ran out of time: GenieACS
// may have queued the task all the same.
func IsTimeout(err error) bool {
	var ue *url.Error
	return errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ue) && ue.Timeout())
}
