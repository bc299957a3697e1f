package provisioning

// billingSyncStore is what the service needs for the ledger entries of the provider's billing.
type billingSyncStore interface {
}
