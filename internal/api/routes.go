package api

import "myaccount/internal/portal"

// This file is the map of the endpoint: every (method, target) /api
// serves, and the handler that serves it. Targets are written as their kind
// (ids as {}); "*" stands for any name without an id. Besides these,
// GET /api?pi=…, ?ph=a and ?ph=b start and renew sessions (sessions.go).
//
// To add a resource: a row here, a handler in the file of its area, and
// the rules in the area's service (internal/platform, internal/internet, …).

type routeKey struct{ method, kind string }

type route struct {
	method, kind string
	handler      Handler
	// idempotent writes move money: they need an Idempotency-Key, and a
	// repeated key answers the first answer (idempotency.go).
	idempotent bool
	// upload routes take a multipart upload (docpost=t, upload.go)
	// instead of a JSON body; files is how many `file` parts it takes
	// (0: one, as upload.go's single-file routes).
	upload bool
	files  int
}

func get(kind string, h Handler) route  { return route{method: "GET", kind: kind, handler: h} }
func post(kind string, h Handler) route { return route{method: "POST", kind: kind, handler: h} }
func del(kind string, h Handler) route  { return route{method: "DELETE", kind: kind, handler: h} }

// money marks a write that moves money (api.md).
func money(r route) route { r.idempotent = true; return r }

// once marks a write that cannot be repeated (a contract's submission):
// like money, it needs an Idempotency-Key.
func once(r route) route { r.idempotent = true; return r }

// upload marks a write that takes a file (api.md, Uploads).
func upload(r route) route { r.upload = true; return r }

// uploadFiles marks a write that takes up to n files (a support request's
// attachments).
func uploadFiles(n int, r route) route { r.upload, r.files = true, n; return r }

// both is a phone target the spec writes without an account prefix: it
// acts on the active account (authorize), and answers under user.{id}/ too.
func both(r route) []route {
	prefixed := r
	prefixed.kind = "user.{}/" + r.kind
	return []route{r, prefixed}
}

func (a *API) routeList() []route {
	routes := []route{
		// Platform (platform spec §7) — platform_accounts.go
		get("me.{}/associatedaccounts", a.associatedAccounts),
		post("me.{}/activeuser", a.setActiveUser),
		get("me.{}/accountwarning", a.accountWarnings),
		get("me.{}/globalnotification", a.globalNotification),
		get("user.{}/servicestatus", a.serviceStatus),
		get("me.{}/logout", a.logout),
		post("me.{}/firstmacregister", a.firstMACRegister),
		get("me.{}/whatismyipaddress", a.whatIsMyIPAddress),
		post("me.{}/clienterror", a.clientError),
		post("me.{}/feedback", a.feedback),
		get("user.{}", a.user),
		get("user.{}/serviceidentification", a.serviceIdentification),
		get("codebook/*", a.codebook),

		// Service e-mail addresses — platform_serviceemail.go
		get("user.{}/serviceemail", a.serviceEmails),
		post("user.{}/serviceemail.{}", a.changeServiceEmail),

		// Notification preferences of the login — platform_notifications.go
		get("user.{}/notificationpreferences", a.notificationPreferences),
		post("user.{}/notificationpreferences", a.changeNotificationPreference),

		// Internet: usage (docs/internet-api.md) — internet_usage.go
		get("user.{}/broadbandtraffic", a.broadbandTraffic),
		get("user.{}/broadbandcalendar", a.broadbandCalendar),
		get("user.{}/broadbandgraphic.{}", a.broadbandGraphic),

		// Internet: packages, offers, Unlimited mode — internet_packages.go
		get("user.{}/currentbroadband", a.currentBroadband),
		get("user.{}/upgradable", a.upgradable),
		get("user.{}/upgradewizard", a.upgradeWizard),
		money(post("user.{}/packageupgrade.{}", a.packageUpgrade)),
		money(post("user.{}/trafficpack", a.trafficPack)),
		get("user.{}/slowdown", a.slowdown),
		post("user.{}/slowdown", a.setSlowdown),
		post("user.{}/offerquery", a.offerQuery),

		// Internet: Wi-Fi settings and devices — internet_wifi.go
		get("user.{}/wifisettings", a.wifiSettings),
		post("user.{}/wifisettings.{}", a.saveWifiSettings),
		get("user.{}/wifiDeviceInfo", a.wifiDeviceInfo),
		post("user.{}/wifidevicealias", a.wifiDeviceAlias),

		// Internet: the router's counters — internet_router.go
		get("user.{}/cpefastpull.{}", a.cpeFastPull),
		post("user.{}/cpegraphs", a.cpeGraphs),

		// Internet: troubleshooting, "Is it us or you?" — internet_troubleshoot.go
		get("user.{}/troubleshoot", a.troubleshoot),
		post("user.{}/routerrestart.{}", a.routerRestart),

		// Internet: warning actions and the rating survey — internet_warnings.go
		post("user.{}/cleardisruptiveticket", a.clearDisruptiveTicket),
		post("user.{}/ipaddr_autoregister", a.ipAutoRegister),
		get("user.{}/ratingsurvey", a.ratingSurvey),
		post("user.{}/ratingsurvey", a.rate),

		// Internet: IP address management (docs/phone-api.md) — internet_addresses.go
		get("user.{}/ipaddr_overview", a.addressOverview),
		get("user.{}/ipaddr_count", a.addressCounts),
		get("user.{}/isnaton", a.natFlag),
		post("user.{}/ipaddr_registermac", a.registerAddress),
		post("user.{}/ipaddr_registermac.{}", a.registerAddress),
		del("user.{}/ipaddr_registermac.{}", a.unregisterAddress),

		// Account and billing (docs/billing-api.md) — billing.go
		get("user.{}/accountinfoupdate", a.accountChangeForm),
		post("user.{}/accountinfoupdate", a.requestAccountChange),
		get("user.{}/documentget", a.documentList),
		get("user.{}/documentget.{}", a.documentFile),
		money(post("user.{}/epayment", a.pay)),
		get("user.{}/epayment", a.lastPayment),
		get("user.{}/autopayment", a.autoPayment),
		get("user.{}/cctoken", a.cardSession),
		post("user.{}/cctoken.{}", a.cardReturn),
		get("user.{}/eftphoto", a.voidCheques),
		upload(post("user.{}/eftphoto", a.uploadVoidCheque)),

		// Onboarding (docs/onboarding-api.md) — onboarding.go
		get("user.{}/documentupload", a.identityDocuments),
		upload(post("user.{}/documentupload", a.uploadIdentity)),
		get("user.{}/preinstallchecklist", a.preinstallChecklist),
		get("user.{}/contract", a.contract),
		upload(post("user.{}/contract", a.sign(portal.SignContract))),
		upload(post("user.{}/agreement", a.sign(portal.SignAgreement))),
		get("user.{}/contractview.{}", a.signedView(portal.SignContract)),
		get("user.{}/agreementview.{}", a.signedView(portal.SignAgreement)),
		once(post("user.{}/contract.{}", a.submit(portal.SignContract))),
		once(post("user.{}/agreement.{}", a.submit(portal.SignAgreement))),

		// Support tickets (docs/support-api.md) — support.go
		get("user.{}/supportticket", a.supportTickets),
		get("user.{}/supportticket.{}", a.supportTicket),
		once(uploadFiles(portal.TicketMaxAttachments, post("user.{}/supportticket", a.openSupportTicket))),
		once(uploadFiles(portal.TicketMaxAttachments, post("user.{}/supportticket.{}/supportreply", a.supportReply))),
		post("user.{}/supportticket.{}/supportclose", a.closeSupportTicket),
		get("user.{}/supportticket.{}/supportattachment.{}", a.supportAttachment),

		// Phone (docs/phone-api.md) — phone.go
		get("user.{}/billingpackage_voip", a.phonePackages),
		post("user.{}/billingpackage.{}/emergencyprofile", a.saveEmergencyProfile),
		post("user.{}/billingpackage.{}/emergencyprofile.{}", a.saveEmergencyProfile),
	}
	// The targets the spec writes without an account prefix, each twice
	// (both).
	for _, r := range []route{
		get("accountbalance", a.accountBalance),
		get("emergencyprofile_summary", a.emergencyProfiles),
		get("directorynumber", a.directoryNumbers),
		post("emergencyprofile_associate", a.associate),
		get("voipfeatures.{}", a.voiceFeatures),
		post("voipfeatures.{}", a.saveVoiceFeatures),
		get("voipcdri", a.calls(true)),
		get("voipcdro", a.calls(false)),
		get("voipldbalance", a.ldBalance),
		get("voipldhistory", a.ldHistory),
		money(post("voipldadd", a.ldAdd)),
	} {
		routes = append(routes, both(r)...)
	}
	return routes
}

// table indexes routeList; a row written twice is a bug caught at start-up.
func (a *API) table() map[routeKey]route {
	t := map[routeKey]route{}
	for _, r := range a.routeList() {
		k := routeKey{r.method, r.kind}
		if _, dup := t[k]; dup {
			panic("api: route defined twice: " + r.method + " " + r.kind)
		}
		t[k] = r
	}
	return t
}

// Routes lists every (method, target kind) the endpoint serves, as
// "METHOD kind", in routes.go's order: for tests that must cover every
// resource.
func (a *API) Routes() []string {
	out := make([]string, 0, len(a.routes))
	for _, r := range a.routeList() {
		out = append(out, r.method+" "+r.kind)
	}
	return out
}
