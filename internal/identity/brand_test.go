package identity

import "testing"

// covers: PLAT-005
func TestBrandInitials(t *testing.T) {
	// The same cases as web/src/lib/ui/brand-mark.test.tsx.
	for _, c := range []struct{ name, want string }{
		{"Prairie Wave Internet", "PW"},
		{"acme", "A"},
		{"  Télé  Québec ", "TQ"},
		{"& Co Net", "CN"},
		{"", ""},
	} {
		if got := brandInitials(c.name); got != c.want {
			t.Errorf("brandInitials(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}
