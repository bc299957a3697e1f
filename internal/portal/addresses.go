package portal

import (
	"context"
	"errors"
	"time"
)

// IP address management's domain (docs/phone-api.md, "IP address
// management"): which devices an account registered with the network, from
// which allowance, with which address.

// The allowances a registration comes from.
const (
	SourceBase  = "base"
	SourceAddon = "addon"
)

// AddressPlan is what an account may register: its base package's
// allowance and an add-on's, whether each may be static, and whether the
// radio uses NAT (then nothing can be registered).
type AddressPlan struct {
	AccountID        int64
	BaseTotal        int
	BaseCanBeStatic  bool
	AddonTotal       int
	AddonCanBeStatic bool
	NAT              bool
}

// AddressPool is the range an account's static or dynamic addresses come
// from.
type AddressPool struct {
	AccountID     int64
	Static        bool
	First, Last   string // IPv4, inclusive
	Mask, Gateway string
}

// AddressRegistration is one device registered on the account.
type AddressRegistration struct {
	BPSID       int64
	AccountID   int64
	Static      bool
	Source      string // SourceBase or SourceAddon
	IP          string
	Mask        string
	Gateway     string
	MAC         string // lower-case, colon-separated
	Description string
	CreatedAt   time.Time
}

// AddressCounts are an account's registrations per allowance.
type AddressCounts struct {
	BaseUsed, BaseAvailable   int
	BaseCanBeStatic           bool
	AddonUsed, AddonAvailable int
	AddonCanBeStatic          bool
}

// AddressWrite registers a device (BPSID 0) or edits a registration.
type AddressWrite struct {
	Account     int64
	BPSID       int64
	Static      bool
	MAC         string
	Description string
}

// Addresses is IP address management.
type Addresses interface {
	Registrations(ctx context.Context, account int64) ([]AddressRegistration, error)
	Counts(ctx context.Context, account int64) (AddressCounts, error)
	NAT(ctx context.Context, account int64) (bool, error)
	Register(ctx context.Context, w AddressWrite) (AddressRegistration, Message, error)
	Unregister(ctx context.Context, account, bpsID int64) (Message, error)
}

// AddressStore is what IP address management reads and writes.
type AddressStore interface {
	ServiceFlags(ctx context.Context, account int64) (ServiceFlags, error)
	AddressPlan(ctx context.Context, account int64) (AddressPlan, error)
	Registrations(ctx context.Context, account int64) ([]AddressRegistration, error)
	// AddRegistration allocates the first free address of the account's
	// pool for the type and stores the registration, within the plan's
	// allowance, in one transaction (ErrNoAllowance, ErrPoolFull,
	// ErrMACTaken); it clears the account's notregistered warning.
	AddRegistration(ctx context.Context, r AddressRegistration, allowed func(used []AddressRegistration) (source string, ok bool)) (AddressRegistration, error)
	UpdateRegistration(ctx context.Context, account, bpsID int64, mac, description string) (AddressRegistration, error)
	DeleteRegistration(ctx context.Context, account, bpsID int64) error
}

// Errors of the address writes; the service turns them into messages.
var (
	ErrNoAllowance = errors.New("portal: no registration of that type is left")
	ErrPoolFull    = errors.New("portal: the address pool is full")
	ErrMACTaken    = errors.New("portal: the MAC address is already registered")
)
