package guest

import (
	"errors"
	"log/slog"
	"net/http"
	"regexp"

	"myaccount/internal/contracts"
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// AgreementTextPath is the default path of the public agreement text
// (ONB-040, ONB-041: configurable, MYACCOUNT_AGREEMENT_TEXT_PATH).
const AgreementTextPath = "/guest/agreementtext"

// agreementTextPolicy lets the text be shown in the app's sandboxed frame
// and run nothing: no script, no form, no load but inline styles.
const agreementTextPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; " +
	"form-action 'none'; frame-ancestors 'self'"

// agreementType is what a type may be: the contract, or an agreement's
// type (a hash).
var agreementType = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// AgreementText serves GET {path}?type={type|contract}&lang={en|fr}: the
// full text of an agreement (or of the current contract, type=contract)
// as a complete, escaped HTML document from the provider's templates. An
// unknown type answers 404 with a plain text saying so. Public: the texts
// hold no subscriber's data.
func AgreementText(lib *contracts.Library, b portal.Branding, log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", agreementTextPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, text(r, portal.MsgMethodNotAllowed), http.StatusMethodNotAllowed)
			return
		}
		q := r.URL.Query()
		lang := i18n.Negotiate(r.Header.Get("Accept-Language"))
		if l, ok := i18n.Parse(q.Get("lang")); ok {
			lang = l
		}
		fill := contracts.Fill{Provider: b.ProviderName, SupportPhone: b.SupportPhone}
		typ := q.Get("type")
		var t contracts.Text
		var err error
		switch {
		case typ == "contract":
			t, err = lib.Contract(lib.CurrentContractVersion(), lang, fill)
		case agreementType.MatchString(typ):
			t, err = lib.Agreement(typ, lang, fill)
		default:
			err = contracts.ErrUnknownAgreement
		}
		if errors.Is(err, contracts.ErrUnknownAgreement) {
			h.Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(lang.T(portal.MsgAgreementTextUnknown) + "\n"))
			return
		}
		if err != nil {
			log.ErrorContext(r.Context(), "agreement text", "type", typ, "err", err)
			http.Error(w, lang.T(portal.MsgInternal), http.StatusInternalServerError)
			return
		}
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "public, max-age=300")
		h.Set("Content-Language", string(lang))
		_, _ = w.Write([]byte(t.HTML()))
	})
}
