package billing_test

import (
	"context"
	"testing"

	"myaccount/internal/portal"
)

// A change request's free text (description, comments) holds line breaks
// and tabs but no other control character: escape sequences and
// bidirectional controls are refused (the single-line fields:
// schema.TestPlainText).
func TestChangeRequestRefusesControlCharacters(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		must(t, e.st.PutContactInfo(ctx, 1001, portal.ContactInfo{
			Phones: []portal.ContactPhone{{Description: "Home", Number: "4035550101"}},
			Emails: []string{"avery@example.test"},
		}))
		send := func(desc, comments string) error {
			row := map[string]any{"type": "other", "description": desc}
			_, err := e.svc.Info.RequestChange(ctx, portal.ChangeRequestInput{Account: 1001, Identity: e.identity,
				Body: map[string]any{"rows": []any{row}, "callback": "4035550101", "comments": comments}})
			return err
		}
		for name, c := range map[string]struct{ desc, comments string }{
			"clear screen":     {desc: "Move my bill\x1b[2J"},
			"window title":     {desc: "x\x1b]0;pwned\x07"},
			"clipboard":        {desc: "x\x1b]52;c;ZWNobyBoaQ==\x07"},
			"C1 CSI":           {desc: "x\u009b2J"},
			"DEL":              {desc: "x\x7f"},
			"right-to-left":    {desc: "pay \u202eylno 00.1$"},
			"isolate":          {desc: "x\u2066y"},
			"line in comments": {desc: "fine", comments: "ok\x1b[1A"},
		} {
			err := send(c.desc, c.comments)
			// (An accepted one would leave later ones refused as pending.)
			if pe := portal.AsError(err); err == nil || pe.Code != portal.CodeBadRequest || pe.Msg.Key == portal.MsgChangePending {
				t.Errorf("%s: accepted (%v)", name, err)
			}
		}
		// Line breaks and tabs are fine where several lines are.
		if err := send("Please move my bill date\r\nto the 15th\tthanks", "call\nafter 5"); err != nil {
			t.Fatalf("a multi-line description: %v", err)
		}
	})
}
