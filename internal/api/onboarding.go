package api

import (
	"myaccount/internal/httpx"
	"myaccount/internal/portal"
)

// The onboarding area (docs/onboarding-api.md): identity documents, the
// pre-install checklist, the contract and agreements signed in the
// browser, their review as PDFs, and their submission.

// ---- Identity documents (ONB-005 … ONB-013) ----

type documentUploadStatus struct {
	PendingPhotos  int            `json:"pendingphotos"`
	DocumentStatus string         `json:"documentstatus"`
	HideDocuments  bool           `json:"hidedocuments"`
	Photos         []identityItem `json:"photos"`
}

type identityItem struct {
	ID     int64  `json:"id"`
	TS     int64  `json:"ts"`
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

func (a *API) identityDocuments(r *Request) (*Response, error) {
	d, err := a.svc.Onboarding.IdentityDocuments(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	out := documentUploadStatus{PendingPhotos: d.Pending, DocumentStatus: d.Status, HideDocuments: d.Hidden, Photos: []identityItem{}}
	for _, u := range d.Photos {
		out.Photos = append(out.Photos, identityItem{ID: u.ID, TS: u.CreatedAt.UnixMilli(), Status: u.Status, Reason: u.Reason})
	}
	return &Response{List: []documentUploadStatus{out}, Name: "documentupload"}, nil
}

func (a *API) uploadIdentity(r *Request) (*Response, error) {
	msg, err := a.svc.Onboarding.UploadIdentity(r.Context(), uploadOf(r))
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

// ---- The pre-install checklist (ONB-014 … ONB-019) ----

type checklistItem struct {
	DocumentStatus string `json:"documentstatus"`
	PapStatus      string `json:"papstatus"`
	ContractStatus string `json:"contractstatus"`
	HideDocuments  bool   `json:"hidedocuments"`
}

func (a *API) preinstallChecklist(r *Request) (*Response, error) {
	c, err := a.svc.Onboarding.Checklist(r.Context(), r.Account)
	if err != nil {
		return nil, err
	}
	return &Response{List: []checklistItem{{c.DocumentStatus, c.PapStatus, c.ContractStatus, c.HideDocuments}},
		Name: "preinstallchecklist"}, nil
}

// ---- The contract profile (ONB-020, ONB-021; PLAT-050) ----

type contractProfile struct {
	ContractResign       bool   `json:"contractResign"`
	ContractResignType   string `json:"contractResignType"`
	Name                 string `json:"name"`
	Name2                string `json:"name2"`
	Type                 string `json:"type"`
	IP                   string `json:"ip"`
	IsPreinstall         bool   `json:"ispreinstall"`
	AgreementDescription string `json:"agreementdescription"`
	AgreementCount       int    `json:"agreementcount"`
	ContractCount        int    `json:"contractcount"`
	TempContractID       string `json:"tempcontractid"`
	TempAgreementID      string `json:"tempagreementid"`
	ContractStatus       string `json:"contractstatus"`
	ContractVersion      string `json:"contractversion"`
	TermFee              int64  `json:"termfee"`
	Reason               string `json:"reason"`
}

func (a *API) contract(r *Request) (*Response, error) {
	p, err := a.svc.Onboarding.ContractProfile(r.Context(), r.Account, string(r.Lang), httpx.ClientIP(r.HTTP).String())
	if err != nil {
		return nil, err
	}
	return &Response{List: []contractProfile{{p.Resign, p.ResignType, p.Name, p.Name2, p.Type, p.IP, p.IsPreinstall,
		p.AgreementDescription, p.AgreementCount, p.ContractCount, p.TempContractID, p.TempAgreementID, p.ContractStatus,
		p.ContractVersion, p.TermFeeCents, p.Reason}}, Name: "contract"}, nil
}

// ---- Signing, review and submission (ONB-034 … ONB-046) ----

type signedItem struct {
	TempContractID string `json:"tempcontractid"`
}

// sign takes a contract's or agreement's signing (multipart: docpost=t,
// the fields, and the signature PNG in file).
func (a *API) sign(kind string) Handler {
	return func(r *Request) (*Response, error) {
		req := portal.SignRequest{Account: r.Account, Identity: r.Session.IdentityID, Login: r.Session.Login,
			ClientIP: httpx.ClientIP(r.HTTP).String(), Lang: string(r.Lang), Kind: kind, Fields: map[string]string{}}
		if r.Upload != nil {
			req.Fields, req.Signature = r.Upload.Fields, r.Upload.File
		}
		tempID, msg, err := a.svc.Onboarding.Sign(r.Context(), req)
		if err != nil {
			return nil, err
		}
		return &Response{Message: msg, List: []signedItem{{tempID}}, Name: kind}, nil
	}
}

// signedView answers a signed PDF itself, to be shown in the app's frame.
func (a *API) signedView(kind string) Handler {
	return func(r *Request) (*Response, error) {
		f, err := a.svc.Onboarding.View(r.Context(), r.Account, kind, r.Target.Last().ID)
		if err != nil {
			return nil, err
		}
		return &Response{File: &f}, nil
	}
}

// submit sends a signed draft for review (an Idempotency-Key route).
func (a *API) submit(kind string) Handler {
	return func(r *Request) (*Response, error) {
		msg, err := a.svc.Onboarding.Submit(r.Context(), r.Account, kind, r.Target.Last().ID)
		if err != nil {
			return nil, err
		}
		return done(msg), nil
	}
}
