package provisioning

import (
	"context"
	"errors"
	"fmt"
	"unicode"

	"myaccount/internal/portal"
)

// The account's router in the provider's CPE-management system (GenieACS:
// OUI-ProductClass-SerialNumber), /provider/v1/accounts/{id}/router: the
// troubleshooting page restarts the router through it (issue 32).

// MaxRouterDeviceIDChars bounds a router's device id.
const MaxRouterDeviceIDChars = 200

// RouterDevice is the account's router as the provider names it; an empty
// device_id means none (the page then cannot restart it).
type RouterDevice struct {
	DeviceID string `json:"device_id"`
}

// routerDeviceStore is what the router's id needs.
type routerDeviceStore interface {
	RouterDeviceID(ctx context.Context, account int64) (string, error)
	PutRouterDevice(ctx context.Context, account int64, deviceID string, a portal.StaffAction) (bool, error)
}

// PutRouterDevice sets the account's router id (recorded in the staff log
// when it changes); created is true when the account had none.
func (s *Service) PutRouterDevice(ctx context.Context, actor string, account int64, in RouterDevice) (RouterDevice, bool, error) {
	var c checker
	if len([]rune(in.DeviceID)) > MaxRouterDeviceIDChars {
		c.fail("device_id", "is at most %d characters", MaxRouterDeviceIDChars)
	}
	for _, r := range in.DeviceID {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) && r != ' ' {
			c.fail("device_id", "has no control characters, tabs or line breaks")
			break
		}
	}
	if err := c.err(); err != nil {
		return RouterDevice{}, false, err
	}
	old, err := s.st.RouterDeviceID(ctx, account)
	if err != nil {
		return RouterDevice{}, false, err
	}
	action := "router-device-set"
	if in.DeviceID == "" {
		action = "router-device-remove"
	}
	_, err = s.st.PutRouterDevice(ctx, account, in.DeviceID, s.action(actor, action, account, "router", in.DeviceID))
	if errors.Is(err, portal.ErrNoRows) {
		return RouterDevice{}, false, notFound(fmt.Sprintf("Account %d", account))
	}
	if err != nil {
		return RouterDevice{}, false, err
	}
	return in, old == "" && in.DeviceID != "", nil
}

// RouterDevice reads the account's router id.
func (s *Service) RouterDevice(ctx context.Context, account int64) (RouterDevice, error) {
	if err := s.knownAccount(ctx, account); err != nil {
		return RouterDevice{}, err
	}
	id, err := s.st.RouterDeviceID(ctx, account)
	return RouterDevice{DeviceID: id}, err
}
