package portal

// Every sentence the server writes for a subscriber, as a key of the
// message catalogs (internal/i18n/en.go, fr.go). A {name} in a text is a
// parameter of the message. The catalogs' test fails when a key here lacks
// a text in one language.

// The endpoint and its requests.
const (
	MsgNotFound          MsgKey = "api.notFound"
	MsgNotFoundPath      MsgKey = "api.notFoundPath"
	MsgInternal          MsgKey = "api.internal"
	MsgMethodNotAllowed  MsgKey = "api.methodNotAllowed"
	MsgSlowDown          MsgKey = "api.slowDown"
	MsgNotSupported      MsgKey = "api.notSupported"
	MsgTargetEmpty       MsgKey = "api.targetEmpty"
	MsgTargetTooLong     MsgKey = "api.targetTooLong"
	MsgTargetTooDeep     MsgKey = "api.targetTooDeep"
	MsgTargetInvalid     MsgKey = "api.targetInvalid"
	MsgBodyNotJSON       MsgKey = "api.bodyNotJSON"
	MsgBodyTooLarge      MsgKey = "api.bodyTooLarge"
	MsgBodyInvalidJSON   MsgKey = "api.bodyInvalidJSON"
	MsgBodyNotObject     MsgKey = "api.bodyNotObject"
	MsgBodyInvalidText   MsgKey = "api.bodyInvalidText"
	MsgBodyStringTooLong MsgKey = "api.bodyStringTooLong"
	// MsgFilesUnavailable: the file store did not answer (files.S3).
	MsgFilesUnavailable MsgKey = "api.filesUnavailable"
)

// Units a message reads durations in (i18n.Lang.Duration): one and other.
const (
	MsgSecondsOne   MsgKey = "unit.seconds.one"
	MsgSecondsOther MsgKey = "unit.seconds.other"
	MsgMinutesOne   MsgKey = "unit.minutes.one"
	MsgMinutesOther MsgKey = "unit.minutes.other"
)

// Sessions.
const (
	MsgSignIn            MsgKey = "session.signIn"
	MsgSessionExpired    MsgKey = "session.expired"
	MsgSignInLinkInvalid MsgKey = "session.linkInvalid"
	MsgSignInLinkUsed    MsgKey = "session.linkUsed"
	MsgSignedOut         MsgKey = "session.signedOut"
)

// The platform's resources.
const (
	MsgChooseAccount       MsgKey = "platform.chooseAccount"
	MsgBadHW               MsgKey = "platform.badHW"
	MsgBadSeg              MsgKey = "platform.badSeg"
	MsgRegisterNoBroadband MsgKey = "platform.registerNoBroadband"
	MsgRegisterAlready     MsgKey = "platform.registerAlready"
	MsgRegisterStarted     MsgKey = "platform.registerStarted"
	MsgErrorReportEmpty    MsgKey = "platform.errorReportEmpty"
	MsgFeedbackEmpty       MsgKey = "platform.feedbackEmpty"
	MsgFeedbackTooLong     MsgKey = "platform.feedbackTooLong"
	MsgFeedbackThanks      MsgKey = "platform.feedbackThanks"
	MsgNoCodebook          MsgKey = "platform.noCodebook"
	MsgLoginDisabled       MsgKey = "platform.loginDisabled"
)

// Service e-mail addresses.
const (
	MsgAbandonTrue              MsgKey = "serviceEmail.abandonTrue"
	MsgCannotDeleteLogin        MsgKey = "serviceEmail.cannotDeleteLogin"
	MsgEmailDeleted             MsgKey = "serviceEmail.deleted"
	MsgForwardingStaysOn        MsgKey = "serviceEmail.forwardingStaysOn"
	MsgForwardingAddressInvalid MsgKey = "serviceEmail.forwardingAddressInvalid"
	MsgForwardingOnFirst        MsgKey = "serviceEmail.forwardingOnFirst"
	MsgForwardToItself          MsgKey = "serviceEmail.forwardToItself"
	MsgForwardingOn             MsgKey = "serviceEmail.forwardingOn"
	MsgForwardingChanged        MsgKey = "serviceEmail.forwardingChanged"
)

// Unsubscribing (the public page's calls).
const (
	MsgUnsubscribed          MsgKey = "unsubscribe.done"
	MsgUnsubscribeInvalid    MsgKey = "unsubscribe.invalid"
	MsgUnsubscribeUsed       MsgKey = "unsubscribe.used"
	MsgUnsubscribeBadRequest MsgKey = "unsubscribe.badRequest"
	MsgOriginNotAllowed      MsgKey = "unsubscribe.originNotAllowed"
	MsgPostOnly              MsgKey = "unsubscribe.postOnly"
)

// The internet area: services an account lacks.
const (
	MsgNoWifi            MsgKey = "internet.noWifi"
	MsgNoRouter          MsgKey = "internet.noRouter"
	MsgNoBroadband       MsgKey = "internet.noBroadband"
	MsgNoInternetPackage MsgKey = "internet.noInternetPackage"
)

// The internet area: usage.
const (
	MsgDayNotShown MsgKey = "usage.dayNotShown"
)

// The internet area: packages, offers, traffic packs, Unlimited mode.
const (
	MsgChoosePackage            MsgKey = "package.choose"
	MsgPackageNotAvailable      MsgKey = "package.notAvailable"
	MsgSamePackage              MsgKey = "package.same"
	MsgDowngradeBlocked         MsgKey = "package.downgradeBlocked"
	MsgInvalidOffer             MsgKey = "package.invalidOffer"
	MsgOfferNotFound            MsgKey = "package.offerNotFound"
	MsgAlreadyUnlimited         MsgKey = "package.alreadyUnlimited"
	MsgPackageChangedMeanwhile  MsgKey = "package.changedMeanwhile"
	MsgWizardProrated           MsgKey = "package.wizardProrated"
	MsgWizardCapAtOnce          MsgKey = "package.wizardCapAtOnce"
	MsgWizardTrafficPack        MsgKey = "package.wizardTrafficPack"
	MsgPackageNow               MsgKey = "package.now"
	MsgProratedCharge           MsgKey = "package.proratedCharge"
	MsgProratedChargeOffer      MsgKey = "package.proratedChargeOffer"
	MsgNothingCharged           MsgKey = "package.nothingCharged"
	MsgNowUnlimitedData         MsgKey = "package.nowUnlimitedData"
	MsgNowCap                   MsgKey = "package.nowCap"
	MsgOfferNotApplied          MsgKey = "package.offerNotApplied"
	MsgTrafficPackAdded         MsgKey = "package.trafficPackAdded"
	MsgSlowdownValue            MsgKey = "package.slowdownValue"
	MsgSlowdownNotAvailable     MsgKey = "package.slowdownNotAvailable"
	MsgSlowdownHeld             MsgKey = "package.slowdownHeld"
	MsgSlowdownHeldPhone        MsgKey = "package.slowdownHeldPhone"
	MsgSlowdownOn               MsgKey = "package.slowdownOn"
	MsgSlowdownOff              MsgKey = "package.slowdownOff"
	MsgChargePackageChange      MsgKey = "charge.packageChange"
	MsgChargePackageChangeOffer MsgKey = "charge.packageChangeOffer"
	MsgChargeTrafficPack        MsgKey = "charge.trafficPack"
)

// The internet area: Wi-Fi and the router.
const (
	MsgGuestSSIDSame   MsgKey = "wifi.guestSSIDSame"
	MsgWifiSaved       MsgKey = "wifi.saved"
	MsgAliasMissing    MsgKey = "wifi.aliasMissing"
	MsgAliasTooLong    MsgKey = "wifi.aliasTooLong"
	MsgAliasCharacters MsgKey = "wifi.aliasCharacters"
	MsgDeviceNotFound  MsgKey = "wifi.deviceNotFound"
	MsgAliasRemoved    MsgKey = "wifi.aliasRemoved"
	MsgAliasSet        MsgKey = "wifi.aliasSet"
	MsgRouterSilent    MsgKey = "router.silent"
	MsgChartPeriod     MsgKey = "router.chartPeriod"
	MsgChartUnknown    MsgKey = "router.chartUnknown"
)

// The internet area: warning actions.
const (
	MsgSignAsHolder             MsgKey = "warning.signAsHolder"
	MsgSignatureLength          MsgKey = "warning.signatureLength"
	MsgSignatureCharacters      MsgKey = "warning.signatureCharacters"
	MsgNoNoticeToClear          MsgKey = "warning.noNoticeToClear"
	MsgNoticeCleared            MsgKey = "warning.noticeCleared"
	MsgAutoRegisterNotHome      MsgKey = "warning.autoRegisterNotHome"
	MsgAutoRegisterManyAccounts MsgKey = "warning.autoRegisterManyAccounts"
	MsgNothingToRegister        MsgKey = "warning.nothingToRegister"
	MsgConnectionRegistered     MsgKey = "warning.connectionRegistered"
)

// The internet area: the rating survey.
const (
	MsgRatingChooseScore    MsgKey = "rating.chooseScore"
	MsgRatingCommentTooLong MsgKey = "rating.commentTooLong"
	MsgRatingChooseReasons  MsgKey = "rating.chooseReasons"
	MsgRatingReasonTwice    MsgKey = "rating.reasonTwice"
	MsgRatingDeclinedExtras MsgKey = "rating.declinedExtras"
	MsgRatingDeclined       MsgKey = "rating.declined"
	MsgRatingThanks         MsgKey = "rating.thanks"
	MsgRatingSpeed          MsgKey = "rating.option.speed"
	MsgRatingReliability    MsgKey = "rating.option.reliability"
	MsgRatingWifi           MsgKey = "rating.option.wifi"
	MsgRatingPrice          MsgKey = "rating.option.price"
	MsgRatingSupport        MsgKey = "rating.option.support"
	MsgRatingBilling        MsgKey = "rating.option.billing"
	MsgRatingInstallation   MsgKey = "rating.option.installation"
)

// Forms: the schema engine's messages (PLAT-118, PLAT-122) and the labels
// and field messages of the served descriptors.
const (
	MsgSchemaMissing       MsgKey = "schema.missing"
	MsgSchemaInvalid       MsgKey = "schema.invalid"
	MsgSchemaFillIn        MsgKey = "schema.fillIn"
	MsgSchemaFieldProblem  MsgKey = "schema.fieldProblem"
	MsgSchemaFieldRequired MsgKey = "schema.fieldRequired"
	MsgSchemaFieldInvalid  MsgKey = "schema.fieldInvalid"
	MsgSchemaFieldUnknown  MsgKey = "schema.fieldUnknown"
	MsgSchemaFieldReadOnly MsgKey = "schema.fieldReadOnly"

	MsgFieldAccount           MsgKey = "field.account"
	MsgFieldID                MsgKey = "field.id"
	MsgFieldWifi              MsgKey = "field.wifi"
	MsgFieldWifiSSID          MsgKey = "field.wifiSSID"
	MsgFieldWifiPassword      MsgKey = "field.wifiPassword"
	MsgFieldGuest             MsgKey = "field.guest"
	MsgFieldGuestSSID         MsgKey = "field.guestSSID"
	MsgFieldGuestPassword     MsgKey = "field.guestPassword"
	MsgFieldSSIDRule          MsgKey = "field.ssidRule"
	MsgFieldWPA2Rule          MsgKey = "field.wpa2Rule"
	MsgFieldEmail             MsgKey = "field.email"
	MsgFieldForwarding        MsgKey = "field.forwarding"
	MsgFieldForwardingAddress MsgKey = "field.forwardingAddress"
	MsgFieldEmailRule         MsgKey = "field.emailRule"
	MsgFieldScore             MsgKey = "field.score"
	MsgFieldRateOptions       MsgKey = "field.rateOptions"
	MsgFieldComment           MsgKey = "field.comment"
)

// The identity service's pages (/auth): sign-in, sign-out and password
// change.
const (
	MsgAuthTitleLogin           MsgKey = "auth.titleLogin"
	MsgAuthTitleSignedOut       MsgKey = "auth.titleSignedOut"
	MsgAuthTitleChangePassword  MsgKey = "auth.titleChangePassword"
	MsgAuthTitlePasswordDone    MsgKey = "auth.titlePasswordDone"
	MsgAuthTitleSignInFirst     MsgKey = "auth.titleSignInFirst"
	MsgAuthTitleError           MsgKey = "auth.titleError"
	MsgAuthLoginIntro           MsgKey = "auth.loginIntro"
	MsgAuthLabelLogin           MsgKey = "auth.labelLogin"
	MsgAuthLabelPassword        MsgKey = "auth.labelPassword"
	MsgAuthButtonSignIn         MsgKey = "auth.buttonSignIn"
	MsgAuthOIDCIntro            MsgKey = "auth.oidcIntro"
	MsgAuthButtonOIDC           MsgKey = "auth.buttonOIDC"
	MsgAuthBadCredentials       MsgKey = "auth.badCredentials"
	MsgAuthMissingFields        MsgKey = "auth.missingFields"
	MsgAuthTooManyAttempts      MsgKey = "auth.tooManyAttempts"
	MsgAuthNetworkSlowDown      MsgKey = "auth.networkSlowDown"
	MsgAuthLoginInvalid         MsgKey = "auth.loginInvalid"
	MsgAuthUnknownEmail         MsgKey = "auth.unknownEmail"
	MsgAuthEmailUnverified      MsgKey = "auth.emailUnverified"
	MsgAuthOIDCFailed           MsgKey = "auth.oidcFailed"
	MsgAuthOIDCNoLocal          MsgKey = "auth.oidcNoLocal"
	MsgAuthBadLink              MsgKey = "auth.badLink"
	MsgAuthBackToMyAccount      MsgKey = "auth.backToMyAccount"
	MsgAuthSignedOut            MsgKey = "auth.signedOut"
	MsgAuthTitleSignOut         MsgKey = "auth.titleSignOut"
	MsgAuthSignOutConfirm       MsgKey = "auth.signOutConfirm"
	MsgAuthButtonSignOut        MsgKey = "auth.buttonSignOut"
	MsgAuthSignInAgain          MsgKey = "auth.signInAgain"
	MsgAuthCrossOrigin          MsgKey = "auth.crossOrigin"
	MsgAuthNotFound             MsgKey = "auth.notFound"
	MsgAuthInternal             MsgKey = "auth.internal"
	MsgAuthChangingFor          MsgKey = "auth.changingFor"
	MsgAuthLabelCurrentPassword MsgKey = "auth.labelCurrentPassword"
	MsgAuthLabelNewPassword     MsgKey = "auth.labelNewPassword"
	MsgAuthLabelConfirmPassword MsgKey = "auth.labelConfirmPassword"
	MsgAuthNewPasswordHint      MsgKey = "auth.newPasswordHint"
	MsgAuthButtonChangePassword MsgKey = "auth.buttonChangePassword"
	MsgAuthSignInFirst          MsgKey = "auth.signInFirst"
	MsgAuthSignInLink           MsgKey = "auth.signInLink"
	MsgAuthPasswordManagedByIdP MsgKey = "auth.passwordManagedByIdP"
	MsgAuthFillAllFields        MsgKey = "auth.fillAllFields"
	MsgAuthWrongCurrentPassword MsgKey = "auth.wrongCurrentPassword"
	MsgAuthPasswordsDoNotMatch  MsgKey = "auth.passwordsDoNotMatch"
	MsgAuthPasswordTooShort     MsgKey = "auth.passwordTooShort"
	MsgAuthPasswordTooLong      MsgKey = "auth.passwordTooLong"
	MsgAuthPasswordIsLogin      MsgKey = "auth.passwordIsLogin"
	MsgAuthPasswordIsCurrent    MsgKey = "auth.passwordIsCurrent"
	MsgAuthPasswordTooCommon    MsgKey = "auth.passwordTooCommon"
	MsgAuthPasswordChanged      MsgKey = "auth.passwordChanged"
	MsgAuthSignInWithNew        MsgKey = "auth.signInWithNew"
	MsgAuthHelp                 MsgKey = "auth.help"
	// MsgAuthOtherLanguage names the other language in itself, for the
	// pages' language switch ("Français" on an English page).
	MsgAuthOtherLanguage MsgKey = "auth.otherLanguage"
	MsgAuthLanguageLabel MsgKey = "auth.languageLabel"
)

// The identity service's one-time links (going live): the invitation to
// choose a first password, "Forgot your password?" and the reset page.
const (
	MsgAuthForgotPasswordLink  MsgKey = "auth.forgotPasswordLink"
	MsgAuthTitleForgot         MsgKey = "auth.titleForgot"
	MsgAuthForgotIntro         MsgKey = "auth.forgotIntro"
	MsgAuthButtonSendLink      MsgKey = "auth.buttonSendLink"
	MsgAuthTitleForgotSent     MsgKey = "auth.titleForgotSent"
	MsgAuthForgotSent          MsgKey = "auth.forgotSent"
	MsgAuthBackToSignIn        MsgKey = "auth.backToSignIn"
	MsgAuthTitleInvitation     MsgKey = "auth.titleInvitation"
	MsgAuthInvitationIntro     MsgKey = "auth.invitationIntro"
	MsgAuthTitleReset          MsgKey = "auth.titleReset"
	MsgAuthResetIntro          MsgKey = "auth.resetIntro"
	MsgAuthLabelRepeatPassword MsgKey = "auth.labelRepeatPassword"
	MsgAuthChosenPasswordHint  MsgKey = "auth.chosenPasswordHint"
	MsgAuthButtonSetPassword   MsgKey = "auth.buttonSetPassword"
	MsgAuthFillBothFields      MsgKey = "auth.fillBothFields"
	MsgAuthTitleLinkUnusable   MsgKey = "auth.titleLinkUnusable"
	MsgAuthLinkExpired         MsgKey = "auth.linkExpired"
)

// The phone area (docs/phone-api.md).
const (
	MsgObsoleteTrue          MsgKey = "phone.obsoleteTrue"
	MsgBadPage               MsgKey = "phone.badPage"
	MsgNoPhone               MsgKey = "phone.none"
	MsgProfileSaved          MsgKey = "phone.profileSaved"
	MsgProfileDeleted        MsgKey = "phone.profileDeleted"
	MsgProfileInUse          MsgKey = "phone.profileInUse"
	MsgProfileSelected       MsgKey = "phone.profileSelected"
	MsgNumberAssociated      MsgKey = "phone.numberAssociated"
	MsgChooseNumber          MsgKey = "phone.chooseNumber"
	MsgSelectInstead         MsgKey = "phone.selectInstead"
	MsgPhoneSettingsSaved    MsgKey = "phone.settingsSaved"
	MsgCreditAdded           MsgKey = "phone.creditAdded"
	MsgChargeLDCredit        MsgKey = "charge.ldCredit"
	MsgIdempotencyKeyMissing MsgKey = "api.idempotencyKeyMissing"
	MsgIdempotencyMismatch   MsgKey = "api.idempotencyMismatch"
	MsgIdempotencyBusy       MsgKey = "api.idempotencyBusy"
)

// IP address management.
const (
	MsgChooseAddressType     MsgKey = "ip.chooseType"
	MsgNATRefused            MsgKey = "ip.natRefused"
	MsgNATRefusedPhone       MsgKey = "ip.natRefusedPhone"
	MsgNoStaticLeft          MsgKey = "ip.noStaticLeft"
	MsgNoDynamicLeft         MsgKey = "ip.noDynamicLeft"
	MsgPoolFull              MsgKey = "ip.poolFull"
	MsgMACTaken              MsgKey = "ip.macTaken"
	MsgDescriptionTooLong    MsgKey = "ip.descriptionTooLong"
	MsgDescriptionCharacters MsgKey = "ip.descriptionCharacters"
	MsgDeviceRegistered      MsgKey = "ip.registered"
	MsgRegistrationUpdated   MsgKey = "ip.updated"
	MsgRegistrationDeleted   MsgKey = "ip.deleted"
)

// The phone area's and IP address management's form fields.
const (
	MsgFieldAddressMode             MsgKey = "field.addressMode"
	MsgFieldStreetAddress           MsgKey = "field.streetAddress"
	MsgFieldRuralAddress            MsgKey = "field.ruralAddress"
	MsgFieldFirstName               MsgKey = "field.firstName"
	MsgFieldLastName                MsgKey = "field.lastName"
	MsgFieldStreetNumber            MsgKey = "field.streetNumber"
	MsgFieldStreetName              MsgKey = "field.streetName"
	MsgFieldUnit                    MsgKey = "field.unit"
	MsgFieldRuralAddressLine        MsgKey = "field.ruralAddressLine"
	MsgFieldRuralAdditionalInfo     MsgKey = "field.ruralAdditionalInfo"
	MsgFieldCity                    MsgKey = "field.city"
	MsgFieldProvince                MsgKey = "field.province"
	MsgFieldPostalCode              MsgKey = "field.postalCode"
	MsgFieldPostalCodeRule          MsgKey = "field.postalCodeRule"
	MsgFieldPhoneNumberRule         MsgKey = "field.phoneNumberRule"
	MsgFieldNoInternetForward       MsgKey = "field.noInternetForward"
	MsgFieldNoInternetForwardNumber MsgKey = "field.noInternetForwardNumber"
	MsgFieldRingTimeout             MsgKey = "field.ringTimeout"
	MsgFieldVoicemail               MsgKey = "field.voicemail"
	MsgFieldVoicemailPassword       MsgKey = "field.voicemailPassword"
	MsgFieldVoicemailPasswordRule   MsgKey = "field.voicemailPasswordRule"
	MsgFieldVoicemailSendEmail      MsgKey = "field.voicemailSendEmail"
	MsgFieldVoicemailEmail          MsgKey = "field.voicemailEmail"
	MsgFieldVoicemailAttach         MsgKey = "field.voicemailAttach"
	MsgFieldTimeoutForward          MsgKey = "field.timeoutForward"
	MsgFieldTimeoutForwardNumber    MsgKey = "field.timeoutForwardNumber"
	MsgFieldForwardAll              MsgKey = "field.forwardAll"
	MsgFieldForwardAllNumber        MsgKey = "field.forwardAllNumber"
	MsgFieldBusyForward             MsgKey = "field.busyForward"
	MsgFieldBusyForwardNumber       MsgKey = "field.busyForwardNumber"
	MsgFieldSelectAmount            MsgKey = "field.selectAmount"
	MsgFieldStatic                  MsgKey = "field.static"
	MsgFieldMACAddress              MsgKey = "field.macAddress"
	MsgFieldMACRule                 MsgKey = "field.macRule"
	MsgFieldDescription             MsgKey = "field.description"
	// The hitcap warning the portal opens itself (portal.CapReached).
	MsgHitCapTitle MsgKey = "warning.hitcapTitle"
	MsgHitCapBody  MsgKey = "warning.hitcapBody"
)
