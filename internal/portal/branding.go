package portal

import (
	"crypto/sha256"
	"encoding/hex"
)

// Branding is the provider's identity as the subscriber sees it: every
// {provider}, {product}, {phone}, {email} and {address} of the specs. It is
// configuration, with demo defaults.
type Branding struct {
	ProviderName string `json:"provider"`
	ProductName  string `json:"product"`
	SupportPhone string `json:"phone"`
	VipPhone     string `json:"vipPhone"`
	Email        string `json:"email"`
	Address      string `json:"address"`
	LogoURL      string `json:"logoUrl"`
	PrimaryColor string `json:"primaryColor"`
}

// DemoBranding is the default branding of a fresh install.
var DemoBranding = Branding{
	ProviderName: "Prairie Wave Internet",
	ProductName:  "Prairie Wave",
	SupportPhone: "1-800-555-0199",
	VipPhone:     "1-800-555-0188",
	Email:        "support@prairiewave.example",
	Address:      "100 Main Street, Red Deer, AB T4N 1A1",
	PrimaryColor: "#0b5cad",
}

// HashToken is how every secret token (session token, SSO cookie, one-time
// code, unsubscribe token) is stored: its SHA-256 in hex. The tokens carry
// ≥128 random bits, so a plain hash is enough.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
