package identity

// messages holds every text the identity service shows, in one place, so
// wording is reviewed (and one day translated) here and nowhere else. The
// templates read them as .T.Field; texts with a %s are formatted with printf.
type messages struct {
	// Page titles.
	TitleLogin          string
	TitleSignedOut      string
	TitleChangePassword string
	TitlePasswordDone   string
	TitleSignInFirst    string
	TitleError          string

	// Login page.
	LoginIntro      string // %s = product name
	LabelLogin      string
	LabelPassword   string
	ButtonSignIn    string
	OIDCIntro       string // %s = provider name
	ButtonOIDC      string // %s = provider name
	BadCredentials  string
	MissingFields   string
	FormExpired     string
	TooManyAttempts string
	UnknownEmail    string
	EmailUnverified string
	OIDCFailed      string
	OIDCNoLocal     string
	BadLink         string
	BackToMyAccount string

	// Logout.
	SignedOut    string
	SignInAgain  string
	CrossOrigin  string
	NotFound     string
	InternalText string

	// Change password.
	ChangingFor           string // %s = login
	LabelCurrentPassword  string
	LabelNewPassword      string
	LabelConfirmPassword  string
	NewPasswordHint       string
	ButtonChangePassword  string
	SignInFirst           string
	SignInLink            string
	PasswordManagedByIdP  string
	FillAllFields         string
	WrongCurrentPassword  string
	PasswordsDoNotMatch   string
	PasswordTooShort      string
	PasswordTooLong       string
	PasswordIsLogin       string
	PasswordIsCurrent     string
	PasswordTooCommon     string
	PasswordChanged       string
	SignInWithNewPassword string

	// Footer; %s = support phone, %s = support e-mail.
	Help string
}

// text is the one catalogue of the service's texts.
var text = messages{
	TitleLogin:          "Sign in",
	TitleSignedOut:      "You have signed out",
	TitleChangePassword: "Change your password",
	TitlePasswordDone:   "Password changed",
	TitleSignInFirst:    "Please sign in first",
	TitleError:          "Something is not right",

	LoginIntro:      "Sign in to %s MyAccount with your e-mail address and password.",
	LabelLogin:      "E-mail address",
	LabelPassword:   "Password",
	ButtonSignIn:    "Sign in",
	OIDCIntro:       "Sign in to MyAccount with your %s account.",
	ButtonOIDC:      "Continue with %s sign-in",
	BadCredentials:  "The e-mail address or password is not correct.",
	MissingFields:   "Please enter your e-mail address and your password.",
	FormExpired:     "This page was open too long. Please try again.",
	TooManyAttempts: "Too many unsuccessful attempts. Please wait a few minutes and try again.",
	UnknownEmail:    "No MyAccount login uses this e-mail address.",
	EmailUnverified: "Your e-mail address is not verified with your sign-in provider. Please verify it and try again.",
	OIDCFailed:      "We could not complete your sign-in. Please try again.",
	OIDCNoLocal:     "Please use the button below to sign in.",
	BadLink:         "This sign-in link is not valid. Please open MyAccount and sign in from there.",
	BackToMyAccount: "Go to MyAccount",

	SignedOut:    "You have signed out of MyAccount.",
	SignInAgain:  "Sign in again",
	CrossOrigin:  "This request did not come from MyAccount.",
	NotFound:     "This page does not exist.",
	InternalText: "Something went wrong on our side. Please try again in a few minutes.",

	ChangingFor:           "You are changing the password of %s.",
	LabelCurrentPassword:  "Current password",
	LabelNewPassword:      "New password",
	LabelConfirmPassword:  "Confirm the new password",
	NewPasswordHint:       "8 to 128 characters. Not your e-mail address, not your current password and not a common password.",
	ButtonChangePassword:  "Change password",
	SignInFirst:           "To change your password, please sign in first.",
	SignInLink:            "Sign in",
	PasswordManagedByIdP:  "Your password is managed by your sign-in provider. Please change it there.",
	FillAllFields:         "Please fill in all three fields.",
	WrongCurrentPassword:  "Your current password is not correct.",
	PasswordsDoNotMatch:   "The new password and its confirmation do not match.",
	PasswordTooShort:      "Your new password must be at least 8 characters long.",
	PasswordTooLong:       "Your new password must be at most 128 characters long.",
	PasswordIsLogin:       "Your new password must not be your e-mail address.",
	PasswordIsCurrent:     "Your new password must be different from your current password.",
	PasswordTooCommon:     "This password is too common and easy to guess. Please choose another one.",
	PasswordChanged:       "Your password was changed. Sign in with your new password.",
	SignInWithNewPassword: "Sign in",

	Help: "Need help? Call us at %s or write to %s.",
}
