package provisioning

// reviewStore is what the service needs for the back office's review queues and decisions.
type reviewStore interface {
}
