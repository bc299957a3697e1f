package console

import (
	"context"
	"net/http"
	"strings"
	"time"

	"myaccount/internal/portal"
	"myaccount/internal/provisioning"
)

// The settings section (issue 30, item 6; admin): the global notices, the
// package catalog (read only: the provider API is its source), the staff
// logins and their roles, and the provider API's keys. Each call goes
// through the service the provider API and `myaccount admin` use.

// settingsRoutes registers the settings section's calls under /staff/api/.
func (h *handler) settingsRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /staff/api/settings/staff", h.signedIn(PermStaff, h.staffList))
	mux.HandleFunc("POST /staff/api/settings/staff", h.signedIn(PermStaff, h.staffAdd))
	mux.HandleFunc("POST /staff/api/settings/staff/{email}/role", h.signedIn(PermStaff, h.staffRole))
	mux.HandleFunc("POST /staff/api/settings/staff/{email}/disable", h.signedIn(PermStaff, h.staffDisable))
	if h.c.Provisioning == nil {
		return
	}
	mux.HandleFunc("GET /staff/api/settings/notices", h.signedIn(PermSettings, h.notices))
	mux.HandleFunc("PUT /staff/api/settings/notices/{id}", h.signedIn(PermSettings, h.putNotice))
	mux.HandleFunc("POST /staff/api/settings/notices/{id}/end", h.signedIn(PermSettings, h.endNotice))
	mux.HandleFunc("GET /staff/api/settings/packages", h.signedIn(PermSettings, h.packages))
	mux.HandleFunc("GET /staff/api/settings/api-keys", h.signedIn(PermAPIKeys, h.apiKeys))
	mux.HandleFunc("POST /staff/api/settings/api-keys", h.signedIn(PermAPIKeys, h.createAPIKey))
	mux.HandleFunc("POST /staff/api/settings/api-keys/{name}/revoke", h.signedIn(PermAPIKeys, h.revokeAPIKey))
}

// --- staff logins ---------------------------------------------------------

type staffRow struct {
	Email       string     `json:"email"`
	Name        string     `json:"name"`
	Role        string     `json:"role"`
	Disabled    bool       `json:"disabled"`
	Enrolled    bool       `json:"enrolled"`
	HasPassword bool       `json:"hasPassword"`
	CreatedAt   time.Time  `json:"createdAt"`
	CreatedBy   string     `json:"createdBy"`
	LastSignIn  *time.Time `json:"lastSignInAt,omitempty"`
}

func (h *handler) staffList(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	ms, err := h.c.Service.List(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := make([]staffRow, len(ms))
	for i, m := range ms {
		out[i] = staffRow{Email: m.Email, Name: m.Name, Role: string(m.Role), Disabled: m.Disabled, Enrolled: m.Enrolled,
			HasPassword: m.HasPassword, CreatedAt: m.CreatedAt, CreatedBy: m.CreatedBy}
		if !m.LastSignInAt.IsZero() {
			t := m.LastSignInAt
			out[i].LastSignIn = &t
		}
	}
	h.ok(w, map[string]any{"staff": out})
}

// staffAdd adds a staff login through Service.Add (as `myaccount admin
// staff add` does) and answers its password link, shown to the admin to
// hand over (and e-mailed when mail is configured).
func (h *handler) staffAdd(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	var in struct {
		Email string `json:"email"`
		Name  string `json:"name"`
		Role  string `json:"role"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	added, link, err := h.c.Service.Add(r.Context(), Actor(m), in.Email, in.Name, portal.StaffRole(in.Role))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"email": added.Email, "role": added.Role, "link": link, "mailed": h.c.Service.o.MailLinks})
}

func (h *handler) staffRole(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	var in struct {
		Role string `json:"role"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	email := strings.ToLower(strings.TrimSpace(r.PathValue("email")))
	if email == m.Email {
		h.fail(w, r, errSelf)
		return
	}
	old, err := h.c.Service.ChangeRole(r.Context(), Actor(m), email, portal.StaffRole(in.Role))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"email": email, "before": old, "role": in.Role})
}

func (h *handler) staffDisable(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	email := strings.ToLower(strings.TrimSpace(r.PathValue("email")))
	if email == m.Email {
		h.fail(w, r, errSelf)
		return
	}
	changed, err := h.c.Service.Disable(r.Context(), Actor(m), email)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"email": email, "changed": changed})
}

// --- global notices ---------------------------------------------------------

func (h *handler) notices(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	var all []provisioning.Notice
	p := provisioning.Page{Limit: provisioning.MaxLimit}
	for {
		items, next, err := h.c.Provisioning.Notices(r.Context(), p)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		all = append(all, items...)
		if next == "" {
			break
		}
		p.After = next
	}
	if all == nil {
		all = []provisioning.Notice{}
	}
	h.ok(w, map[string]any{"notices": all})
}

// putNotice creates or replaces a global notice through the provider
// API's PutNotice (its checks, its staff log entry with before → after).
func (h *handler) putNotice(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	var in provisioning.NoticeInput
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	n, created, err := h.c.Provisioning.PutNotice(r.Context(), Actor(m), r.PathValue("id"), in)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"notice": n, "created": created})
}

func (h *handler) endNotice(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	if err := h.c.Provisioning.DeleteNotice(r.Context(), Actor(m), r.PathValue("id")); err != nil {
		h.fail(w, r, err)
		return
	}
	n, err := h.c.Provisioning.Notice(r.Context(), r.PathValue("id"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"notice": n})
}

// --- package catalog (read only) ---------------------------------------------

func pages[T any](ctx context.Context, list func(context.Context, provisioning.Page) ([]T, string, error)) ([]T, error) {
	all := []T{}
	p := provisioning.Page{Limit: provisioning.MaxLimit}
	for {
		items, next, err := list(ctx, p)
		if err != nil {
			return nil, err
		}
		all = append(all, items...)
		if next == "" {
			return all, nil
		}
		p.After = next
	}
}

func (h *handler) packages(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	internet, err := pages(r.Context(), h.c.Provisioning.Packages)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	phone, err := pages(r.Context(), h.c.Provisioning.PhonePackages)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]any{"internet": internet, "phone": phone})
}

// --- API keys ---------------------------------------------------------------

type apiKeyRow struct {
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	CreatedBy  string     `json:"createdBy"`
	RevokedAt  *time.Time `json:"revokedAt,omitempty"`
	LastUsedAt *time.Time `json:"lastUsedAt,omitempty"`
}

func (h *handler) apiKeys(w http.ResponseWriter, r *http.Request, _ portal.StaffMember) {
	ks, err := h.c.Provisioning.APIKeys(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	out := make([]apiKeyRow, len(ks))
	for i, k := range ks {
		out[i] = apiKeyRow{Name: k.Name, CreatedAt: k.CreatedAt, CreatedBy: k.CreatedBy, RevokedAt: timePtr(k.RevokedAt),
			LastUsedAt: timePtr(k.LastUsedAt)}
	}
	h.ok(w, map[string]any{"keys": out})
}

// createAPIKey makes a key through the service of `myaccount admin
// api-key create`; the key is in this answer only.
func (h *handler) createAPIKey(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	var in struct {
		Name string `json:"name"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	key, err := h.c.Provisioning.CreateAPIKey(r.Context(), Actor(m), strings.TrimSpace(in.Name))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	h.ok(w, map[string]string{"name": strings.TrimSpace(in.Name), "key": key})
}

func (h *handler) revokeAPIKey(w http.ResponseWriter, r *http.Request, m portal.StaffMember) {
	if err := h.c.Provisioning.RevokeAPIKey(r.Context(), Actor(m), r.PathValue("name")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
