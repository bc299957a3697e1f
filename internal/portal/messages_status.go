package portal

// What the Service status e-mails say (issue 32; internal/mail renders
// them). The texts are in internal/i18n/en_status.go and fr_status.go.
const (
	MsgMailOutageStartedSubject MsgKey = "mail.outage.started.subject"
	MsgMailMaintPlannedSubject  MsgKey = "mail.outage.maintenance.subject"
	MsgMailOutageUpdatedSubject MsgKey = "mail.outage.updated.subject"
	MsgMailOutageResolvedSubj   MsgKey = "mail.outage.resolved.subject"
	MsgMailOutageStartedIntro   MsgKey = "mail.outage.started.intro"
	MsgMailMaintPlannedIntro    MsgKey = "mail.outage.maintenance.intro"
	MsgMailOutageEstimate       MsgKey = "mail.outage.estimate"
	MsgMailOutageNoEstimate     MsgKey = "mail.outage.noEstimate"
	MsgMailOutageLatest         MsgKey = "mail.outage.latest"
	MsgMailOutageResolvedIntro  MsgKey = "mail.outage.resolved.intro"
	MsgMailMaintResolvedIntro   MsgKey = "mail.outage.maintenance.resolved.intro"
)

// The login page's link to the public status page.
const MsgAuthServiceStatusLink MsgKey = "auth.serviceStatusLink"
