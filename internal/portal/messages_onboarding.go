package portal

// The onboarding area's messages (docs/onboarding-api.md).

// Identity documents (ONB-006 … ONB-013).
const (
	MsgIdentityReceived      MsgKey = "onboarding.identityReceived"
	MsgIdentityReceivedFirst MsgKey = "onboarding.identityReceivedFirst"
	MsgIdentityUnderReview   MsgKey = "onboarding.identityUnderReview"
)

// The contract and agreements (ONB-020 … ONB-046).
const (
	MsgChooseTerm           MsgKey = "onboarding.chooseTerm"
	MsgTermNotOffered       MsgKey = "onboarding.termNotOffered"
	MsgNewNameRequired      MsgKey = "onboarding.newNameRequired"
	MsgNewCompanyRequired   MsgKey = "onboarding.newCompanyRequired"
	MsgNameNotExpected      MsgKey = "onboarding.nameNotExpected"
	MsgNewNameInvalid       MsgKey = "onboarding.newNameInvalid"
	MsgSignatureMissing     MsgKey = "onboarding.signatureMissing"
	MsgSignatureInvalid     MsgKey = "onboarding.signatureInvalid"
	MsgContractWaiting      MsgKey = "onboarding.contractWaiting"
	MsgAgreementWaiting     MsgKey = "onboarding.agreementWaiting"
	MsgContractNotNeeded    MsgKey = "onboarding.contractNotNeeded"
	MsgAgreementNotNeeded   MsgKey = "onboarding.agreementNotNeeded"
	MsgAgreementUnknown     MsgKey = "onboarding.agreementUnknown"
	MsgContractSigned       MsgKey = "onboarding.contractSigned"
	MsgAgreementSigned      MsgKey = "onboarding.agreementSigned"
	MsgContractSent         MsgKey = "onboarding.contractSent"
	MsgAgreementSent        MsgKey = "onboarding.agreementSent"
	MsgSignatureAlreadySent MsgKey = "onboarding.alreadySent"
	MsgAgreementTextUnknown MsgKey = "onboarding.agreementTextUnknown"
)
