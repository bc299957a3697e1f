package i18n

import "myaccount/internal/portal"

// enMail is what the portal's e-mails say (internal/mail): the
// invitation, the password reset and the notice of a changed password.
var enMail = map[portal.MsgKey]string{
	portal.MsgMailGreeting:     "Hello,",
	portal.MsgMailLinkFallback: "If the button does not work, copy this address into your browser:",
	portal.MsgMailHelpBoth:     "Need help? Call us at {phone} or write to {email}.",
	portal.MsgMailHelpPhone:    "Need help? Call us at {phone}.",
	portal.MsgMailHelpEmail:    "Need help? Write to us at {email}.",
	portal.MsgMailFooterWhy:    "You receive this e-mail from {provider} about your {product} MyAccount login {login}.",
	portal.MsgMailFooterHome:   "{product} MyAccount: {url}",

	portal.MsgMailInviteSubject:  "Choose your password for {product} MyAccount",
	portal.MsgMailInviteTitle:    "Welcome to {product} MyAccount",
	portal.MsgMailInviteIntro:    "{provider} opened a MyAccount login for you: {login}. With it you can see your services, your usage and your invoices, and pay online. Choose your password to start.",
	portal.MsgMailInviteAction:   "Choose your password",
	portal.MsgMailInviteValidity: "This link is valid for 7 days and can be used once.",
	portal.MsgMailInviteIgnore:   "If you were not expecting this invitation, you can ignore this e-mail.",

	portal.MsgMailStaffSubject:  "Your {product} MyAccount staff console login",
	portal.MsgMailStaffTitle:    "Choose your staff password",
	portal.MsgMailStaffIntro:    "{provider} opened a staff console login for you: {login}. Choose its password; at your first sign-in you will set up an authenticator app for the second factor.",
	portal.MsgMailStaffAction:   "Choose my password",
	portal.MsgMailStaffValidity: "This link is valid for 72 hours and can be used once.",
	portal.MsgMailStaffIgnore:   "If you were not expecting this e-mail, tell your administrator.",

	portal.MsgMailResetSubject:  "Choose a new password for {product} MyAccount",
	portal.MsgMailResetTitle:    "Choose a new password",
	portal.MsgMailResetIntro:    "Someone asked to choose a new password for your MyAccount login {login}.",
	portal.MsgMailResetAction:   "Choose a new password",
	portal.MsgMailResetValidity: "This link is valid for 30 minutes and can be used once.",
	portal.MsgMailResetIgnore:   "If you did not ask for it, ignore this e-mail: your password stays as it is.",

	portal.MsgMailChangedSubject: "Your {product} MyAccount password was changed",
	portal.MsgMailChangedTitle:   "Your password was changed",
	portal.MsgMailChangedIntro:   "The password of your MyAccount login {login} was changed on {when}.",
	portal.MsgMailChangedIfYou:   "If it was you, there is nothing else to do.",
	portal.MsgMailChangedNotYou:  "If it was not you, someone else may know your password: open MyAccount now, choose “Forgot your password?” to set a new one, and contact us.",
	portal.MsgMailChangedAction:  "Open MyAccount",
	portal.MsgMailDateTime:       "{date} at {time}",
}
