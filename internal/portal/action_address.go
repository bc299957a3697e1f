package portal

import "context"

type actionAddressKey struct{}

// WithActionAddress returns ctx carrying where the staff actions recorded
// under it come from (the console's or the provider API's client address,
// or "command line on HOST"): the store records it with each staff action
// that names no address of its own, so no call site has to pass it.
func WithActionAddress(ctx context.Context, address string) context.Context {
	return context.WithValue(ctx, actionAddressKey{}, address)
}

// ActionAddress is the address WithActionAddress put in ctx ("" if none).
func ActionAddress(ctx context.Context) string {
	s, _ := ctx.Value(actionAddressKey{}).(string)
	return s
}

// ErrLastAdmin is a staff change that would leave no enabled admin (a
// role change or a disabling of the last one).
var ErrLastAdmin = errorString("portal: the last admin")
