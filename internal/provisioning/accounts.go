package provisioning

// accountStore is what the service needs for contact accounts and their internet and phone services.
type accountStore interface {
}
