package provisioning

// noticeStore is what the service needs for the global notices and account warnings.
type noticeStore interface {
}
