package provisioning

// catalogStore is what the service needs for the package catalogs (internet and phone).
type catalogStore interface {
}
