package portal

// What the portal's e-mails say (internal/mail renders them); the texts
// are in internal/i18n/en_mail.go and fr_mail.go.

// Every e-mail: the greeting, the link under the button, the help and the
// footer.
const (
	MsgMailGreeting     MsgKey = "mail.greeting"
	MsgMailLinkFallback MsgKey = "mail.linkFallback"
	MsgMailHelpBoth     MsgKey = "mail.help.both"
	MsgMailHelpPhone    MsgKey = "mail.help.phone"
	MsgMailHelpEmail    MsgKey = "mail.help.email"
	MsgMailFooterWhy    MsgKey = "mail.footer.why"
	MsgMailFooterHome   MsgKey = "mail.footer.home"
)

// The invitation (MailInvitation): choose a first password.
const (
	MsgMailInviteSubject  MsgKey = "mail.invitation.subject"
	MsgMailInviteTitle    MsgKey = "mail.invitation.title"
	MsgMailInviteIntro    MsgKey = "mail.invitation.intro"
	MsgMailInviteAction   MsgKey = "mail.invitation.action"
	MsgMailInviteValidity MsgKey = "mail.invitation.validity"
	MsgMailInviteIgnore   MsgKey = "mail.invitation.ignore"
)

// The staff console's invitation (MailStaffInvitation).
const (
	MsgMailStaffSubject  MsgKey = "mail.staff.subject"
	MsgMailStaffTitle    MsgKey = "mail.staff.title"
	MsgMailStaffIntro    MsgKey = "mail.staff.intro"
	MsgMailStaffAction   MsgKey = "mail.staff.action"
	MsgMailStaffValidity MsgKey = "mail.staff.validity"
	MsgMailStaffIgnore   MsgKey = "mail.staff.ignore"
)

// The password reset (MailPasswordReset): "Forgot your password?".
const (
	MsgMailResetSubject  MsgKey = "mail.reset.subject"
	MsgMailResetTitle    MsgKey = "mail.reset.title"
	MsgMailResetIntro    MsgKey = "mail.reset.intro"
	MsgMailResetAction   MsgKey = "mail.reset.action"
	MsgMailResetValidity MsgKey = "mail.reset.validity"
	MsgMailResetIgnore   MsgKey = "mail.reset.ignore"
)

// The notice of a changed password (MailPasswordChanged).
const (
	MsgMailChangedSubject MsgKey = "mail.changed.subject"
	MsgMailChangedTitle   MsgKey = "mail.changed.title"
	MsgMailChangedIntro   MsgKey = "mail.changed.intro"
	MsgMailChangedIfYou   MsgKey = "mail.changed.ifYou"
	MsgMailChangedNotYou  MsgKey = "mail.changed.notYou"
	MsgMailChangedAction  MsgKey = "mail.changed.action"
	// MsgMailDateTime joins a date and a time: "November 27, 2026 at 5:04 p.m. MST".
	MsgMailDateTime MsgKey = "mail.dateTime"
)
