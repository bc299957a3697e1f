package portal

// What the contract texts and the signed documents print around the
// provider's text (internal/contracts, internal/documents); the texts are
// in internal/i18n/en_contracts.go and fr_contracts.go.

// A contract's or agreement's text shown as HTML (the guest agreement-text
// page and the contract step's frame).
const (
	MsgContractVersion MsgKey = "contract.version"
)

// The signed document: the subscriber's block below the text.
const (
	MsgDocSignedSubject     MsgKey = "document.signed.subject"
	MsgDocSignedSubscriber  MsgKey = "document.signed.subscriber"
	MsgDocSignedName        MsgKey = "document.signed.name"
	MsgDocSignedCompany     MsgKey = "document.signed.company"
	MsgDocSignedAddress     MsgKey = "document.signed.address"
	MsgDocSignedAccount     MsgKey = "document.signed.account"
	MsgDocSignedTerm        MsgKey = "document.signed.term"
	MsgDocSignedPackages    MsgKey = "document.signed.packages"
	MsgDocSignedTermTwoYear MsgKey = "document.signed.termTwoYear"
	MsgDocSignedTermMonthly MsgKey = "document.signed.termMonthly"
	MsgDocSignedInstallFee  MsgKey = "document.signed.installFee"
	MsgDocSignedSignature   MsgKey = "document.signed.signature"
	MsgDocSignedOn          MsgKey = "document.signed.on"
)

// The signed document's last page: the record of the signing.
const (
	MsgDocAuditTitle     MsgKey = "document.audit.title"
	MsgDocAuditIntro     MsgKey = "document.audit.intro"
	MsgDocAuditDocument  MsgKey = "document.audit.document"
	MsgDocAuditVersion   MsgKey = "document.audit.version"
	MsgDocAuditLogin     MsgKey = "document.audit.login"
	MsgDocAuditAccount   MsgKey = "document.audit.account"
	MsgDocAuditLocalTime MsgKey = "document.audit.localTime"
	MsgDocAuditUTCTime   MsgKey = "document.audit.utcTime"
	MsgDocAuditIP        MsgKey = "document.audit.ip"
	MsgDocAuditHash      MsgKey = "document.audit.hash"
	MsgDocAuditHashNote  MsgKey = "document.audit.hashNote"
)
