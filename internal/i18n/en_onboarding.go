package i18n

import "myaccount/internal/portal"

// enOnboarding is the English catalog of the onboarding area: identity
// documents, the contract and agreements, the pre-install checklist.
var enOnboarding = map[portal.MsgKey]string{
	portal.MsgIdentityReceived:      "Thank you! We received your photos and will review them within 2 business days.",
	portal.MsgIdentityReceivedFirst: "Thank you! We received your photo. If your document has a second side, please send a photo of it too.",
	portal.MsgIdentityUnderReview:   "Two photos are already waiting for review. You can send another one once we have reviewed them.",

	portal.MsgChooseTerm:           "You need to choose between the two term options to proceed",
	portal.MsgTermNotOffered:       "The term options are not part of this contract. Please reload the page and sign again.",
	portal.MsgNewNameRequired:      "Please enter the name the contract is signed under.",
	portal.MsgNewCompanyRequired:   "Please enter the company name the contract is signed under.",
	portal.MsgNameNotExpected:      "A name change is not part of this document. Please reload the page and sign again.",
	portal.MsgNewNameInvalid:       "The name can have at most 100 letters, digits, spaces, apostrophes, periods, commas, ampersands and hyphens.",
	portal.MsgSignatureMissing:     "Please sign in the box before continuing.",
	portal.MsgSignatureInvalid:     "The signature must be a PNG image of at most 800 × 400 pixels. Please sign again.",
	portal.MsgContractWaiting:      "Your contract was sent and is waiting for approval.",
	portal.MsgAgreementWaiting:     "Your agreement was sent and is waiting for approval.",
	portal.MsgContractNotNeeded:    "Your contract is on file: there is nothing to sign.",
	portal.MsgAgreementNotNeeded:   "There is no agreement for you to sign.",
	portal.MsgAgreementUnknown:     "This agreement is not available. Please call us at {phone}.",
	portal.MsgContractSigned:       "Your contract is signed. Please review it, then send it to us.",
	portal.MsgAgreementSigned:      "Your agreement is signed. Please review it, then send it to us.",
	portal.MsgContractSent:         "Thank you! Your contract was sent. We will review it within 2 business days.",
	portal.MsgAgreementSent:        "Thank you! Your agreement was sent. We will review it within 2 business days.",
	portal.MsgSignatureAlreadySent: "This document was already sent. We will review it shortly.",
	portal.MsgAgreementTextUnknown: "There is no agreement of this type.",
}
