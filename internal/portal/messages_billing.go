package portal

// The account and billing area's messages (docs/billing-api.md).

// Account change requests (ACCT-014 … ACCT-029).
const (
	MsgChangeFillOut      MsgKey = "change.fillOut"
	MsgChangeCorrect      MsgKey = "change.correct"
	MsgChangeValueNull    MsgKey = "change.valueNull"
	MsgChangeNoRows       MsgKey = "change.noRows"
	MsgChangeTooManyRows  MsgKey = "change.tooManyRows"
	MsgChangeBadType      MsgKey = "change.badType"
	MsgChangeBadOperation MsgKey = "change.badOperation"
	MsgChangePending      MsgKey = "change.pending"
	MsgChangeSent         MsgKey = "change.sent"
)

const (
	MsgChangeTypeName    MsgKey = "change.type.name"
	MsgChangeTypeAddress MsgKey = "change.type.address"
	MsgChangeTypeEmail   MsgKey = "change.type.email"
	MsgChangeTypePhone   MsgKey = "change.type.phone"
	MsgChangeTypeOther   MsgKey = "change.type.other"
	MsgOperationAdd      MsgKey = "change.operation.add"
	MsgOperationReplace  MsgKey = "change.operation.replace"
	MsgOperationOther    MsgKey = "change.operation.other"
)

const (
	MsgFieldChangeType        MsgKey = "field.changeType"
	MsgFieldOperation         MsgKey = "field.operation"
	MsgFieldCurrentValue      MsgKey = "field.currentValue"
	MsgFieldNewName           MsgKey = "field.newName"
	MsgFieldNameRule          MsgKey = "field.nameRule"
	MsgFieldAddressLine1      MsgKey = "field.addressLine1"
	MsgFieldAddressLine2      MsgKey = "field.addressLine2"
	MsgFieldAddressRule       MsgKey = "field.addressRule"
	MsgFieldCityRule          MsgKey = "field.cityRule"
	MsgFieldNewEmail          MsgKey = "field.newEmail"
	MsgFieldNewPhone          MsgKey = "field.newPhone"
	MsgFieldPhoneFormatRule   MsgKey = "field.phoneFormatRule"
	MsgFieldCallback          MsgKey = "field.callback"
	MsgFieldComments          MsgKey = "field.comments"
	MsgFieldChangeDescription MsgKey = "field.changeDescription"
)

// The balance and e-payments (ACCT-036 … ACCT-041, PAY-001 … PAY-010).
const (
	MsgAmountInvalid       MsgKey = "payment.amountInvalid"
	MsgAmountNotPositive   MsgKey = "payment.amountNotPositive"
	MsgAmountOverBalance   MsgKey = "payment.amountOverBalance"
	MsgNothingToPay        MsgKey = "payment.nothingToPay"
	MsgPaymentUnderWay     MsgKey = "payment.underWay"
	MsgNoPaymentMethod     MsgKey = "payment.noMethod"
	MsgPaymentsUnavailable MsgKey = "payment.unavailable"
	MsgPaymentRecorded     MsgKey = "payment.recorded"
	MsgPaymentDeclined     MsgKey = "payment.declined"
	MsgLedgerPayment       MsgKey = "ledger.payment"
	MsgLedgerAutoPayment   MsgKey = "ledger.autoPayment"
	MsgLedgerInternet      MsgKey = "ledger.internet"
	MsgLedgerPhone         MsgKey = "ledger.phone"
	MsgMethodVisa          MsgKey = "method.visa"
	MsgMethodMastercard    MsgKey = "method.mastercard"
	MsgMethodBank          MsgKey = "method.bank"
)

// Auto payment: the hosted card page (PAY-021 … PAY-030).
const (
	MsgNameOnCardRequired MsgKey = "card.nameRequired"
	MsgNameOnCardInvalid  MsgKey = "card.nameInvalid"
	MsgCardSessionInvalid MsgKey = "card.sessionInvalid"
	MsgCardNotApproved    MsgKey = "card.notApproved"
	MsgCardUnsupported    MsgKey = "card.unsupported"
	MsgCardSaved          MsgKey = "card.saved"
	MsgGatewayUnavailable MsgKey = "card.gatewayUnavailable"
)

// Uploads (G.1, PAY-031 … PAY-038).
const (
	MsgFileMissing        MsgKey = "upload.missing"
	MsgFileWrongType      MsgKey = "upload.wrongType"
	MsgFileTooBig         MsgKey = "upload.tooBig"
	MsgFileInvalid        MsgKey = "upload.invalid"
	MsgPhotoTooLarge      MsgKey = "upload.photoTooLarge"
	MsgUploadIncomplete   MsgKey = "upload.incomplete"
	MsgUploadNotMultipart MsgKey = "upload.notMultipart"
	MsgUploadsUnderReview MsgKey = "upload.underReview"
	MsgVoidChequeReceived MsgKey = "upload.voidChequeReceived"
)
