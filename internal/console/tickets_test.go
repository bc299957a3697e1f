package console_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"myaccount/internal/console"
	"myaccount/internal/portal"
	"myaccount/internal/store"
)

// The tickets section on the demo data, both engines: an agent lists the
// queue (and Home counts it), reads a ticket, opens its attachment
// (recorded), replies (the ticket is answered, the opener gets the e-mail
// in their language, the reply is in the staff log), assigns it and closes
// it; a stale version answers 409 like a review decided meanwhile; unknown
// ids and filters are refused; without a session nothing is done.
//
// covers: issue 32 item 3 (console: queue, ticket, attachment opening recorded, reply with e-mail, status, assignee, races)
func TestTicketsSection(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		for _, role := range []portal.StaffRole{portal.StaffAgent, portal.StaffBilling, portal.StaffAdmin} {
			if !console.Allowed(role, console.PermTickets) {
				t.Fatalf("%s may not answer tickets", role)
			}
		}
		var pic bytes.Buffer
		must(t, png.Encode(&pic, image.NewRGBA(image.Rect(0, 0, 20, 20))))
		must(t, p.st.PutAccount(p.ctx, portal.Account{ID: 1001, Name: "Avery Fields"}))
		opener, _, err := p.st.IdentityByLogin(p.ctx, "avery@demo.test")
		must(t, err)
		svc := p.svc
		tk, err := svc.Tickets.Open(p.ctx, portal.NewTicket{Account: 1001, Identity: opener.ID, Category: "internet",
			Description: "No internet since noon", Diagnostics: "Router: offline",
			Files: []portal.TicketFile{{Name: "lights.png", Data: pic.Bytes()}}})
		must(t, err)

		if status, _ := p.call("", "GET", "/staff/api/tickets", nil); status != http.StatusUnauthorized {
			t.Fatalf("no session: %d", status)
		}
		agent := p.signIn("agent@demo.test")
		status, body := p.call(agent, "GET", "/staff/api/tickets", nil)
		if status != 200 {
			t.Fatalf("queue: %d %v", status, body)
		}
		var mine map[string]any
		for _, it := range list(body, "tickets") {
			if it["status"] != "open" {
				t.Fatalf("the default queue lists a %v ticket", it["status"])
			}
			if int64(it["id"].(float64)) == tk.ID {
				mine = it
			}
		}
		if mine == nil || mine["account"] != 1001.0 || mine["name"] != "Avery Fields" || mine["assignee"] != nil || mine["waiting_since"] == nil {
			t.Fatalf("queue item %v in %v", mine, body)
		}
		_, q := p.call(agent, "GET", "/staff/api/queues", nil)
		found := false
		for _, it := range list(q, "queues") {
			if it["id"] == "tickets" && it["count"].(float64) >= 1 {
				found = true
			}
		}
		if !found {
			t.Fatalf("Home has no tickets queue: %v", q)
		}
		for _, bad := range []string{"?status=pending", "?assignee=someone", "?account=x"} {
			if status, _ := p.call(agent, "GET", "/staff/api/tickets"+bad, nil); status != 400 {
				t.Errorf("filter %s: %d", bad, status)
			}
		}

		path := fmt.Sprintf("/staff/api/tickets/%d", tk.ID)
		status, d := p.call(agent, "GET", path, nil)
		msgs := list(d, "messages")
		if status != 200 || d["login_email"] != "avery@demo.test" || d["language"] == "" || len(msgs) != 1 || msgs[0]["from"] != "subscriber" {
			t.Fatalf("ticket: %d %v", status, d)
		}
		if status, _ := p.call(agent, "GET", "/staff/api/tickets/999999", nil); status != 404 {
			t.Fatalf("unknown ticket: %d", status)
		}
		// The attachment: served, and its opening recorded.
		att := msgs[0]["attachments"].([]any)[0].(map[string]any)
		req := httptest.NewRequest("GET", fmt.Sprintf("https://portal.example%s/attachments/%d", path, int64(att["id"].(float64))), nil)
		req.AddCookie(&http.Cookie{Name: console.CookieName, Value: agent})
		rec := httptest.NewRecorder()
		p.h.ServeHTTP(rec, req)
		if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), pic.Bytes()) || rec.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("attachment: %d %v", rec.Code, rec.Header())
		}
		if !hasAction(p.page(agent, "1001"), "staff:agent@demo.test", "opened-file", fmt.Sprintf("ticket %d attachment", tk.ID)) {
			t.Fatal("the attachment's opening is not recorded")
		}
		if status, _ := p.call(agent, "GET", fmt.Sprintf("%s/attachments/999999", path), nil); status != 404 {
			t.Fatalf("unknown attachment: %d", status)
		}

		// A reply: answered, recorded, the opener e-mailed in their language.
		outbox := func() []portal.Mail {
			ms, err := p.st.OutboxMail(p.ctx, store.MailWaiting, 500)
			must(t, err)
			var out []portal.Mail
			for _, m := range ms {
				if m.Kind == portal.MailSupportReply {
					out = append(out, m)
				}
			}
			return out
		}
		before := len(outbox())
		version := d["version"].(float64)
		if status, body := p.call(agent, "POST", path+"/replies", map[string]any{"body": "  "}); status != 400 || body["message"] != "Please write your message." {
			t.Fatalf("empty reply: %d %v", status, body)
		}
		status, body = p.call(agent, "POST", path+"/replies", map[string]any{"body": "We are on it.", "version": version})
		if status != 200 || body["message"] == "" {
			t.Fatalf("reply: %d %v", status, body)
		}
		after := body["ticket"].(map[string]any)
		if after["status"] != "answered" || len(after["messages"].([]any)) != 2 {
			t.Fatalf("after the reply %v", after)
		}
		reply := after["messages"].([]any)[1].(map[string]any)
		if reply["from"] != "staff" || reply["author"] != "Alex Agent" {
			t.Fatalf("reply %v", reply)
		}
		mails := outbox()
		if len(mails) != before+1 || mails[len(mails)-1].To != "avery@demo.test" || mails[len(mails)-1].Lang != opener.Language ||
			mails[len(mails)-1].Data["ticket"] != fmt.Sprint(tk.ID) {
			t.Fatalf("mails %+v", mails)
		}
		if !hasAction(p.page(agent, "1001"), "staff:agent@demo.test", "ticket-reply", fmt.Sprintf("ticket %d", tk.ID)) {
			t.Fatal("the reply is not in the staff log")
		}
		// The version read before the reply is stale now: 409.
		if status, body := p.call(agent, "POST", path+"/status", map[string]any{"status": "closed", "version": version}); status != 409 || body["error"] != "changed" {
			t.Fatalf("stale status: %d %v", status, body)
		}
		// Assign to me, to nobody, to someone unknown.
		status, body = p.call(agent, "POST", path+"/assignee", map[string]any{"assignee": "me"})
		if status != 200 || body["ticket"].(map[string]any)["assignee"] != "agent@demo.test" {
			t.Fatalf("assign me: %d %v", status, body)
		}
		if _, body := p.call(agent, "GET", "/staff/api/tickets?status=all&assignee=me", nil); len(list(body, "tickets")) != 1 {
			t.Fatalf("assigned to me: %v", body)
		}
		if status, body := p.call(agent, "POST", path+"/assignee", map[string]any{"assignee": "nobody@demo.test"}); status != 400 || body["error"] != "no-such-staff" {
			t.Fatalf("unknown assignee: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", path+"/assignee", map[string]any{"assignee": "billing@demo.test"}); status != 200 ||
			body["ticket"].(map[string]any)["assignee"] != "billing@demo.test" {
			t.Fatalf("assign billing: %d %v", status, body)
		}
		if status, body := p.call(agent, "POST", path+"/assignee", map[string]any{"assignee": nil}); status != 200 ||
			body["ticket"].(map[string]any)["assignee"] != nil {
			t.Fatalf("unassign: %d %v", status, body)
		}
		// Status: closed; an unknown one refused.
		if status, _ := p.call(agent, "POST", path+"/status", map[string]any{"status": "pending"}); status != 400 {
			t.Fatalf("unknown status: %d", status)
		}
		if status, body := p.call(agent, "POST", path+"/status", map[string]any{"status": "closed"}); status != 200 ||
			body["ticket"].(map[string]any)["status"] != "closed" {
			t.Fatalf("close: %d %v", status, body)
		}
		page := p.page(agent, "1001")
		for _, a := range []string{"ticket-assign", "ticket-status"} {
			if !hasAction(page, "staff:agent@demo.test", a, fmt.Sprintf("ticket %d", tk.ID)) {
				t.Errorf("%s is not in the staff log", a)
			}
		}
		// The assignee picker.
		status, body = p.call(agent, "GET", "/staff/api/staff-logins", nil)
		if status != 200 || len(list(body, "staff")) < 3 {
			t.Fatalf("staff logins: %d %v", status, body)
		}
	})
}

// postReplyForm sends a staff reply as the console's form does when files go
// with it: multipart, the fields beside the `file` parts.
func (p *pageHarness) postReplyForm(cookie, path string, fields map[string]string, files map[string][]byte) (int, map[string]any) {
	p.t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for k, v := range fields {
		must(p.t, mw.WriteField(k, v))
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fw, err := mw.CreateFormFile("file", name)
		must(p.t, err)
		_, err = fw.Write(files[name])
		must(p.t, err)
	}
	must(p.t, mw.Close())
	return p.send(cookie, "POST", path, mw.FormDataContentType(), &buf)
}

// A staff reply carries files as a subscriber's message does: checked by
// their content (a text file named .pdf is refused, a fourth file is one
// too many, and nothing is added when one is refused), kept under the
// ticket's account, listed on the reply, named in the staff log, and read
// by the subscriber through their own door; a missing ticket answers 404
// before any file is kept.
//
// covers: console ticket replies with attachments
func TestTicketReplyWithFiles(t *testing.T) {
	forEachPortal(t, func(t *testing.T, p *pageHarness) {
		var pic bytes.Buffer
		must(t, png.Encode(&pic, image.NewRGBA(image.Rect(0, 0, 20, 20))))
		guide := []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n" + strings.Repeat("% setup guide\n", 20) + "%%EOF\n")
		must(t, p.st.PutAccount(p.ctx, portal.Account{ID: 1001, Name: "Avery Fields"}))
		opener, _, err := p.st.IdentityByLogin(p.ctx, "avery@demo.test")
		must(t, err)
		tk, err := p.svc.Tickets.Open(p.ctx, portal.NewTicket{Account: 1001, Identity: opener.ID, Category: "internet", Description: "How do I set up the router?"})
		must(t, err)
		agent := p.signIn("agent@demo.test")
		path := fmt.Sprintf("/staff/api/tickets/%d", tk.ID)
		messages := func() int {
			_, d := p.call(agent, "GET", path, nil)
			return len(list(d, "messages"))
		}

		for _, c := range []struct {
			name  string
			files map[string][]byte
			want  string
		}{
			{"a text file named .pdf", map[string][]byte{"notes.pdf": []byte(strings.Repeat("plain text, not a PDF\n", 10))},
				"notes.pdf cannot be attached: only photos (JPEG or PNG) and PDF documents are accepted."},
			{"four files", map[string][]byte{"a.png": pic.Bytes(), "b.png": pic.Bytes(), "c.png": pic.Bytes(), "d.png": pic.Bytes()},
				"You can attach at most 3 files to a message."},
		} {
			status, body := p.postReplyForm(agent, path+"/replies", map[string]string{"body": "See the file."}, c.files)
			if status != 400 || body["message"] != c.want {
				t.Errorf("%s: %d %v", c.name, status, body)
			}
		}
		if status, body := p.postReplyForm(agent, path+"/replies", map[string]string{"body": "See the file.", "version": "x"}, nil); status != 400 {
			t.Errorf("a version that is no number: %d %v", status, body)
		}
		if status, _ := p.postReplyForm(agent, "/staff/api/tickets/999999/replies", map[string]string{"body": "See the file."},
			map[string][]byte{"guide.pdf": guide}); status != 404 {
			t.Errorf("a missing ticket: %d", status)
		}
		if n := messages(); n != 1 {
			t.Fatalf("a refused reply added a message: %d", n)
		}

		_, d := p.call(agent, "GET", path, nil)
		status, body := p.postReplyForm(agent, path+"/replies", map[string]string{"body": "Here is the setup guide and a photo of the lights.",
			"version": fmt.Sprint(d["version"])}, map[string][]byte{"router guide.pdf": guide, "lights.png": pic.Bytes()})
		if status != 200 {
			t.Fatalf("reply with files: %d %v", status, body)
		}
		msgs := body["ticket"].(map[string]any)["messages"].([]any)
		reply := msgs[len(msgs)-1].(map[string]any)
		atts := reply["attachments"].([]any)
		if reply["from"] != "staff" || len(atts) != 2 {
			t.Fatalf("the reply %v", reply)
		}
		names := map[string]float64{}
		for _, a := range atts {
			a := a.(map[string]any)
			names[a["name"].(string)] = a["id"].(float64)
		}
		if names["lights.png"] == 0 || names["router guide.pdf"] == 0 {
			t.Fatalf("attachments %v", atts)
		}
		if !hasAction(p.page(agent, "1001"), "staff:agent@demo.test", "ticket-reply", fmt.Sprintf("ticket %d", tk.ID)) {
			t.Fatal("the reply is not in the staff log")
		}
		log, err := p.st.StaffLog(p.ctx, portal.StaffLogFilter{Action: "ticket-reply", Limit: 10})
		must(t, err)
		if len(log) == 0 || log[0].Detail != "lights.png; router guide.pdf" {
			t.Fatalf("the log's detail: %+v", log)
		}
		// The opener's e-mail names the files.
		ms, err := p.st.OutboxMail(p.ctx, store.MailWaiting, 500)
		must(t, err)
		named := false
		for _, m := range ms {
			if m.Kind == portal.MailSupportReply && m.Data["ticket"] == fmt.Sprint(tk.ID) && m.Data["files"] == "lights.png, router guide.pdf" {
				named = true
			}
		}
		if !named {
			t.Fatalf("no e-mail names the reply's files: %+v", ms)
		}

		// The subscriber reads the staff's file through their own door; another account cannot.
		f, err := p.svc.Tickets.Attachment(p.ctx, 1001, tk.ID, int64(names["router guide.pdf"]))
		if err != nil || !bytes.Equal(f.Data, guide) || f.ContentType != "application/pdf" {
			t.Fatalf("the subscriber's read: %v %q", err, f.ContentType)
		}
		if _, err := p.svc.Tickets.Attachment(p.ctx, 1002, tk.ID, int64(names["router guide.pdf"])); err == nil {
			t.Fatal("another account read the staff's file")
		}
	})
}
