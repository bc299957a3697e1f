package provisioning

// loginStore is what the service needs for logins, their accounts and invitations.
type loginStore interface {
}
