package api

import (
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// The service e-mail addresses (PLAT-148 … PLAT-159).

type serviceEmailItem struct {
	ID                int64  `json:"id"`
	Email             string `json:"email"`
	Forwarding        bool   `json:"forwarding"`
	ForwardingAddress string `json:"forwardingaddress"`
}

func (a *API) serviceEmails(r *Request) (*Response, error) {
	es, err := a.svc.ServiceEmails.List(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	list := make([]serviceEmailItem, 0, len(es))
	for _, e := range es {
		list = append(list, serviceEmailItem{e.ID, e.Email, e.Forwarding, e.ForwardingAddress})
	}
	return &Response{List: list, Name: "serviceemail", PK: "id", Schema: r.Schema(schema.ServiceEmail)}, nil
}

// changeServiceEmail deletes an address, turns forwarding on or changes the
// forwarding address (the service e-mail service says which and when).
func (a *API) changeServiceEmail(r *Request) (*Response, error) {
	id, err := childID(r)
	if err != nil {
		return nil, err
	}
	msg, err := a.svc.ServiceEmails.Change(r.Context(), portal.ServiceEmailChange{
		Account: r.Account, ID: id, Login: r.Session.Login, Fields: r.Body})
	if err != nil {
		return nil, err
	}
	return &Response{Message: msg}, nil
}
