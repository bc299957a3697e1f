package api

import (
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// IP address management (docs/phone-api.md, "IP address management"): the
// registered devices, the counts, the NAT flag, and registering, editing and
// deleting a device.

type registrationItem struct {
	BPSID       int64  `json:"bpsId"`
	Static      bool   `json:"static"`
	IP          string `json:"ip_address"`
	Mask        string `json:"network_mask"`
	Gateway     string `json:"gateway_address"`
	MAC         string `json:"mac_address"`
	Description string `json:"description"`
	Source      string `json:"source"`
}

func newRegistrationItem(r portal.AddressRegistration) registrationItem {
	return registrationItem{r.BPSID, r.Static, r.IP, r.Mask, r.Gateway, r.MAC, r.Description, r.Source}
}

func (a *API) addressOverview(r *Request) (*Response, error) {
	regs, err := a.svc.Addresses.Registrations(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]registrationItem, 0, len(regs))
	for _, reg := range regs {
		list = append(list, newRegistrationItem(reg))
	}
	return &Response{List: list, Name: "ipaddr_overview", PK: "bpsId", Schema: r.Schema(schema.AddressRegistration)}, nil
}

type addressCounts struct {
	BaseUsed         int  `json:"base_used"`
	BaseAvailable    int  `json:"base_available"`
	BaseCanBeStatic  bool `json:"base_canbestatic"`
	AddonUsed        int  `json:"addon_used"`
	AddonAvailable   int  `json:"addon_available"`
	AddonCanBeStatic bool `json:"addon_canbestatic"`
}

func (a *API) addressCounts(r *Request) (*Response, error) {
	c, err := a.svc.Addresses.Counts(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: addressCounts{c.BaseUsed, c.BaseAvailable, c.BaseCanBeStatic, c.AddonUsed, c.AddonAvailable,
		c.AddonCanBeStatic}, Name: "ipaddr_count"}, nil
}

func (a *API) natFlag(r *Request) (*Response, error) {
	nat, err := a.svc.Addresses.NAT(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{Object: map[string]bool{"nat": nat}, Name: "isnaton"}, nil
}

// registerAddress registers a device (ipaddr_registermac, {static,
// mac_address, description}) or edits one (ipaddr_registermac.{bpsId}).
func (a *API) registerAddress(r *Request) (*Response, error) {
	w := portal.AddressWrite{Account: r.Account, MAC: stringField(r.Body, "mac_address"),
		Description: stringField(r.Body, "description")}
	if seg := r.Target.Last(); seg.HasID {
		id, ok := seg.Num()
		if !ok {
			return nil, portal.ErrNotFound
		}
		w.BPSID = id
	}
	switch v := r.Body["static"].(type) {
	case bool:
		w.Static = v
	case nil:
	default:
		return nil, portal.Fail(portal.CodeBadRequest, portal.MsgChooseAddressType)
	}
	reg, msg, err := a.svc.Addresses.Register(r.Context(), w)
	if err != nil {
		return nil, err
	}
	resp := done(msg)
	resp.Object = newRegistrationItem(reg)
	return resp, nil
}

func (a *API) unregisterAddress(r *Request) (*Response, error) {
	id, ok := r.Target.Last().Num()
	if !ok {
		return nil, portal.ErrNotFound
	}
	msg, err := a.svc.Addresses.Unregister(r.Context(), r.Account, id)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
