package i18n

import "myaccount/internal/portal"

// enContracts is what the contract texts and the signed documents print
// around the provider's own text (internal/contracts, internal/documents):
// the provider's text itself is a template, not a catalog entry.
var enContracts = map[portal.MsgKey]string{
	portal.MsgContractVersion: "Version {version}",

	portal.MsgDocSignedSubject:     "{title}, version {version}, signed for account {account}",
	portal.MsgDocSignedSubscriber:  "Subscriber",
	portal.MsgDocSignedName:        "Name",
	portal.MsgDocSignedCompany:     "Company",
	portal.MsgDocSignedAddress:     "Service address",
	portal.MsgDocSignedAccount:     "Account number",
	portal.MsgDocSignedTerm:        "Term",
	portal.MsgDocSignedPackages:    "Packages",
	portal.MsgDocSignedTermTwoYear: "2-year term with free standard installation",
	portal.MsgDocSignedTermMonthly: "Month-to-month",
	portal.MsgDocSignedInstallFee:  "Installation fee",
	portal.MsgDocSignedSignature:   "Signature",
	portal.MsgDocSignedOn:          "Signed on {date} at {time}",

	portal.MsgDocAuditTitle:     "Signing record",
	portal.MsgDocAuditIntro:     "This page records how and when the document above was signed online.",
	portal.MsgDocAuditDocument:  "Document",
	portal.MsgDocAuditVersion:   "Version",
	portal.MsgDocAuditLogin:     "Signer’s login",
	portal.MsgDocAuditAccount:   "Account number",
	portal.MsgDocAuditLocalTime: "Signing time ({zone})",
	portal.MsgDocAuditUTCTime:   "Signing time (UTC)",
	portal.MsgDocAuditIP:        "Signer’s IP address",
	portal.MsgDocAuditHash:      "Content SHA-256",
	portal.MsgDocAuditHashNote: "The SHA-256 fingerprint is computed from the signed content: the document’s " +
		"text, the subscriber’s details and the signature image. Any change to them gives a different fingerprint.",
}
