package i18n

import "myaccount/internal/portal"

// The catalogs are written one file pair per area, each French file
// following its English one key by key: en.go and fr.go (the endpoint,
// sessions, identity pages, internet and phone), en_billing.go and
// fr_billing.go (account, documents, payments), en_documents.go and
// fr_documents.go (what the PDF documents print), en_onboarding.go and
// fr_onboarding.go (identity documents, contract, agreements), en_mail.go and
// fr_mail.go (the e-mails), en_notify.go and fr_notify.go (the notifications).
// en is the fallback.
var (
	en = merge(enCore, enBilling, enDocuments, enContracts, enOnboarding, enMail, enNotifications, enNotify, enStatus, enTroubleshoot, enTickets)
	fr = merge(frCore, frBilling, frDocuments, frContracts, frOnboarding, frMail, frNotifications, frNotify, frStatus, frTroubleshoot, frTickets)
)

// merge joins the area catalogs; a key written in two of them is a bug,
// stopped at start-up (and by every test).
func merge(parts ...map[portal.MsgKey]string) map[portal.MsgKey]string {
	out := map[portal.MsgKey]string{}
	for _, part := range parts {
		for k, v := range part {
			if _, dup := out[k]; dup {
				panic("i18n: message " + string(k) + " is in two catalogs")
			}
			out[k] = v
		}
	}
	return out
}
