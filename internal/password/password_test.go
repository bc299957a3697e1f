package password

import "testing"

// covers: PLAT-005
func TestHashAndCheck(t *testing.T) {
	h, err := Hash("demo1234", Fast)
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := Check("demo1234", h); !ok || err != nil {
		t.Fatalf("right password: %v %v", ok, err)
	}
	if ok, _ := Check("demo12345", h); ok {
		t.Fatal("wrong password accepted")
	}
	h2, _ := Hash("demo1234", Fast)
	if h == h2 {
		t.Fatal("two hashes of one password share a salt")
	}
	for _, bad := range []string{"", "plain", "$argon2i$v=19$m=1,t=1,p=1$AAAA$AAAA", "$argon2id$v=19$m=0,t=1,p=1$AAAA$AAAA",
		"$argon2id$v=19$m=99999999,t=1,p=1$AAAA$AAAA", "$argon2id$v=19$m=1024,t=1,p=1$!!$AAAA"} {
		if _, err := Check("x", bad); err == nil {
			t.Errorf("malformed hash %q accepted", bad)
		}
	}
}
