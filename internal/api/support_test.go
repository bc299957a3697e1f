package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"myaccount/internal/portal"
	"myaccount/internal/store"
	"myaccount/internal/store/storetest"
	"myaccount/internal/tickets"
)

type ticketPart struct {
	name string
	data []byte
}

// ticketBody builds a support upload: the fields, then the files, each in
// a part named file.
func ticketBody(t testing.TB, fields map[string]string, files ...ticketPart) (*bytes.Buffer, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	for _, f := range files {
		fw, err := mw.CreateFormFile("file", f.name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(f.data)
	}
	_ = mw.Close()
	return &b, mw.FormDataContentType()
}

func testPNG(t testing.TB) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 40, 40))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var testPDF = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

// supportUpload posts a support upload with an Idempotency-Key (key "":
// none) and answers its status and JSON.
func (w *world) supportUpload(token, target, key string, fields map[string]string, files ...ticketPart) (int, map[string]any) {
	w.t.Helper()
	body, ct := ticketBody(w.t, fields, files...)
	h := http.Header{"Content-Type": {ct}}
	if key != "" {
		h.Set("Idempotency-Key", key)
	}
	if w.lang != "" {
		h.Set("Accept-Language", w.lang)
	}
	saved := w.token
	w.token = token
	rec := w.fetch("POST", target+"&docpost=t", h, body)
	w.token = saved
	return rec.Code, jsonOf(w.t, rec)
}

// The subscriber's side of support tickets, on both engines: a request
// with attachments, its list and conversation, the unread count after a
// staff reply, the reply and the close, and every refusal.
//
// covers: issue 32 item 3 (subscriber /api: open, list, read, reply, close, attachments, unread)
func TestSupportTickets(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) { supportTickets(t, e.Open) })
	}
}

func supportTickets(t *testing.T, open func(testing.TB) *store.Store) {
	w := newWorldOn(t, open)
	ctx := context.Background()
	if l := w.call("GET", "user.1001/supportticket", w.token, nil); l.status != 200 || len(l.list()) != 0 || l.body["zeroRows"] != true {
		t.Fatalf("empty list: %d %v", l.status, l.body)
	}
	pic := testPNG(t)
	fields := map[string]string{"category": "internet", "description": "  My internet drops every evening\nSince Monday, around 8 pm.",
		"diagnostics": "Router: online\r\nDisconnections today: 3\n"}
	// Without an Idempotency-Key: refused, nothing written.
	if code, _ := w.supportUpload(w.token, "user.1001/supportticket", "", fields); code != 450 {
		t.Fatalf("no key: %d", code)
	}
	code, a := w.supportUpload(w.token, "user.1001/supportticket", "ticket-key-0001", fields,
		ticketPart{"C:\\Users\\avery\\router lights.png", pic}, ticketPart{"bill.pdf", testPDF})
	if code != 200 || a["success"] != true {
		t.Fatalf("open: %d %v", code, a)
	}
	tid := int64(a["ticketid"].(float64))
	if a["message"] != fmt.Sprintf("Your request #%d is sent. We will answer by e-mail and here.", tid) {
		t.Fatalf("message %q", a["message"])
	}
	// The same key again answers the first answer, without a second ticket.
	if code, again := w.supportUpload(w.token, "user.1001/supportticket", "ticket-key-0001", fields,
		ticketPart{"C:\\Users\\avery\\router lights.png", pic}, ticketPart{"bill.pdf", testPDF}); code != 200 || again["ticketid"] != a["ticketid"] {
		t.Fatalf("replay: %d %v", code, again)
	}
	l := w.call("GET", "user.1001/supportticket", w.token, nil)
	if len(l.list()) != 1 {
		t.Fatalf("list after a replay: %v", l.body)
	}
	item := l.list()[0].(map[string]any)
	if item["subject"] != "My internet drops every evening" || item["status"] != "open" || item["category"] != "internet" ||
		item["unread"] != 0.0 || item["created"] == 0.0 {
		t.Fatalf("item %v", item)
	}
	target := fmt.Sprintf("user.1001/supportticket.%d", tid)
	o := w.call("GET", target, w.token, nil).object()
	msgs := o["messages"].([]any)
	first := msgs[0].(map[string]any)
	atts := first["attachments"].([]any)
	if len(msgs) != 1 || first["from"] != "you" || first["author"] != "Avery Fields" ||
		first["body"] != "My internet drops every evening\nSince Monday, around 8 pm." || len(atts) != 2 {
		t.Fatalf("ticket %v", o)
	}
	if d := o["diagnostics"].([]any); len(d) != 2 || d[0] != "Router: online" || d[1] != "Disconnections today: 3" {
		t.Fatalf("diagnostics %v", d)
	}
	img := atts[0].(map[string]any)
	if img["name"] != "router lights.png" || img["type"] != "image/png" || img["size"] != float64(len(pic)) {
		t.Fatalf("attachment %v", img)
	}
	// The attachment downloads as the documents do.
	aid := int64(img["attachmentid"].(float64))
	rec := w.fetch("GET", fmt.Sprintf("%s/supportattachment.%d", target, aid), nil, nil)
	if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), pic) || rec.Header().Get("Content-Type") != "image/png" ||
		!strings.HasPrefix(rec.Header().Get("Content-Disposition"), "attachment;") ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "router lights.png") {
		t.Fatalf("download %d %v", rec.Code, rec.Header())
	}

	// A staff reply: unread 1 in the list until the conversation is read.
	_, staff := tickets.New(w.st, tickets.Options{})
	agent := portal.StaffMember{Email: "agent@demo.test", Name: "Sam Agent", Role: portal.StaffAgent}
	if _, err := staff.Reply(ctx, agent, portal.StaffReply{Ticket: tid, Body: "Please restart your router."}); err != nil {
		t.Fatal(err)
	}
	item = w.call("GET", "user.1001/supportticket", w.token, nil).list()[0].(map[string]any)
	if item["unread"] != 1.0 || item["status"] != "answered" {
		t.Fatalf("after the reply %v", item)
	}
	o = w.call("GET", target, w.token, nil).object()
	reply := o["messages"].([]any)[1].(map[string]any)
	if reply["from"] != "provider" || reply["author"] != "Sam Agent" || reply["body"] != "Please restart your router." {
		t.Fatalf("reply %v", reply)
	}
	if item = w.call("GET", "user.1001/supportticket", w.token, nil).list()[0].(map[string]any); item["unread"] != 0.0 {
		t.Fatalf("read, still unread: %v", item)
	}

	// The subscriber's reply reopens it; "This is solved" closes it.
	if code, r := w.supportUpload(w.token, target+"/supportreply", "ticket-key-0002", map[string]string{"message": "Done, no change."},
		ticketPart{"photo.jpg", testJPEG(t, 30)}); code != 200 || r["message"] != "Your message is sent." {
		t.Fatalf("reply: %d %v", code, r)
	}
	o = w.call("GET", target, w.token, nil).object()
	if o["status"] != "open" || len(o["messages"].([]any)) != 3 {
		t.Fatalf("after the subscriber's reply %v", o)
	}
	if c := w.call("POST", target+"/supportclose", w.token, map[string]any{}); c.status != 200 || c.body["message"] != "The request is marked as solved." {
		t.Fatalf("close: %d %v", c.status, c.body)
	}
	if o = w.call("GET", target, w.token, nil).object(); o["status"] != "closed" {
		t.Fatalf("closed? %v", o["status"])
	}
	w.lang = "fr-CA"
	if c := w.call("POST", target+"/supportclose", w.token, map[string]any{}); c.body["message"] != "La demande est marquée comme réglée." {
		t.Fatalf("close in French: %v", c.body)
	}
	code, fr := w.supportUpload(w.token, "user.1001/supportticket", "ticket-key-0003", map[string]string{"category": "billing", "description": "Facture"})
	if code != 200 || fr["message"] != fmt.Sprintf("Votre demande no %d est envoyée. Nous vous répondrons par courriel et ici.", int64(fr["ticketid"].(float64))) {
		t.Fatalf("French: %d %v", code, fr)
	}
	w.lang = ""
}

// Another account's tickets, attachments and account ids answer exactly
// like missing ones, through every support target.
//
// covers: issue 32 item 3 (foreign ticket ids and user ids answer like missing ones)
func TestSupportTicketsForeignIDs(t *testing.T) {
	w := newWorld(t)
	code, a := w.supportUpload(w.btoken, "user.2001/supportticket", "blake-key-0001", map[string]string{"category": "phone", "description": "Blake's"},
		ticketPart{"x.pdf", testPDF})
	if code != 200 {
		t.Fatalf("blake: %d %v", code, a)
	}
	blakes := int64(a["ticketid"].(float64))
	// blake's attachment id
	_, staff := tickets.New(w.st, tickets.Options{})
	bt, err := staff.Ticket(context.Background(), blakes)
	if err != nil {
		t.Fatal(err)
	}
	battach := bt.Messages[0].Attachments[0].ID
	same := func(name string, foreign, missing answer) {
		t.Helper()
		if foreign.status != 450 || foreign.status != missing.status || foreign.body["message"] != missing.body["message"] {
			t.Fatalf("%s: foreign %d %v, missing %d %v", name, foreign.status, foreign.body, missing.status, missing.body)
		}
	}
	for _, c := range []struct{ method, foreign, missing string }{
		{"GET", "user.2001/supportticket", "user.777777/supportticket"},
		{"GET", fmt.Sprintf("user.1001/supportticket.%d", blakes), "user.1001/supportticket.888888"},
		{"GET", fmt.Sprintf("user.1002/supportticket.%d", blakes), "user.1002/supportticket.888888"},
		{"POST", fmt.Sprintf("user.1001/supportticket.%d/supportclose", blakes), "user.1001/supportticket.888888/supportclose"},
		{"GET", fmt.Sprintf("user.1001/supportticket.%d/supportattachment.%d", blakes, battach), "user.1001/supportticket.888888/supportattachment.888888"},
		{"GET", fmt.Sprintf("user.2001/supportticket.%d/supportattachment.%d", blakes, battach), "user.777777/supportticket.888888/supportattachment.888888"},
	} {
		var body any
		if c.method == "POST" {
			body = map[string]any{}
		}
		same(c.foreign, w.call(c.method, c.foreign, w.token, body), w.call(c.method, c.missing, w.token, body))
	}
	for i, c := range [][2]string{
		{"user.2001/supportticket", "user.777777/supportticket"},
		{fmt.Sprintf("user.1001/supportticket.%d/supportreply", blakes), "user.1001/supportticket.888888/supportreply"},
	} {
		fields := map[string]string{"category": "other", "description": "x", "message": "x"}
		fc, fa := w.supportUpload(w.token, c[0], fmt.Sprintf("foreign-key-%04d", i), fields)
		mc, ma := w.supportUpload(w.token, c[1], fmt.Sprintf("missing-key-%04d", i), fields)
		same(c[0], answer{status: fc, body: fa}, answer{status: mc, body: ma})
	}
	// Blake's ticket is untouched.
	if bt, _ = staff.Ticket(context.Background(), blakes); bt.Status != portal.TicketOpen || len(bt.Messages) != 1 {
		t.Fatalf("blake's ticket changed: %+v", bt)
	}
}

// Every refusal of a request says why, in the caller's language, and
// writes nothing.
//
// covers: issue 32 item 3 (limits: category, lengths, diagnostics, attachments by content, 20 active tickets)
func TestSupportTicketRefusals(t *testing.T) {
	w := newWorld(t)
	pic := testPNG(t)
	gif := append([]byte("GIF89a"), bytes.Repeat([]byte{0}, 100)...)
	long := strings.Repeat("é", portal.TicketMaxBody+1)
	ok := map[string]string{"category": "account", "description": "Help"}
	with := func(k, v string) map[string]string {
		m := map[string]string{"category": "account", "description": "Help"}
		m[k] = v
		return m
	}
	n := 0
	for _, c := range []struct {
		name   string
		fields map[string]string
		files  []ticketPart
		want   string
	}{
		{"no category", with("category", ""), nil, "Please choose what your request is about."},
		{"unknown category", with("category", "sales"), nil, "Please choose what your request is about."},
		{"blank description", with("description", " \n "), nil, "Please describe what is happening."},
		{"description too long", with("description", long), nil, "Your text is too long: at most 5,000 characters, please."},
		{"41 diagnostics lines", with("diagnostics", strings.Repeat("line\n", 41)), nil, "The diagnostics are too long: at most 40 lines."},
		{"a long diagnostics line", with("diagnostics", strings.Repeat("x", 301)), nil, "A line of the diagnostics is too long: at most 300 characters."},
		{"four files", ok, []ticketPart{{"a.png", pic}, {"b.png", pic}, {"c.png", pic}, {"d.png", pic}}, "You can attach at most 3 files to a message."},
		{"a GIF", ok, []ticketPart{{"anim.gif", gif}}, "anim.gif cannot be attached: only photos (JPEG or PNG) and PDF documents are accepted."},
		{"a PNG cut short", ok, []ticketPart{{"cut.png", pic[:30]}}, "cut.png cannot be read. Please attach another copy."},
		{"text named .pdf", ok, []ticketPart{{"notes.pdf", []byte(strings.Repeat("not a pdf ", 10))}}, "notes.pdf cannot be attached: only photos (JPEG or PNG) and PDF documents are accepted."},
		{"a NUL", with("description", "a\x00b"), nil, ""},
	} {
		n++
		code, a := w.supportUpload(w.token, "user.1001/supportticket", fmt.Sprintf("refusal-key-%04d", n), c.fields, c.files...)
		if code != 450 || (c.want != "" && a["message"] != c.want) || a["message"] == "" {
			t.Errorf("%s: %d %v", c.name, code, a)
		}
	}
	if l := w.call("GET", "user.1001/supportticket", w.token, nil); len(l.list()) != 0 {
		t.Fatalf("a refused request was written: %v", l.body)
	}
	w.lang = "fr"
	if _, a := w.supportUpload(w.token, "user.1001/supportticket", "refusal-key-fr01", with("category", "")); a["message"] != "Veuillez choisir le sujet de votre demande." {
		t.Fatalf("French refusal %v", a)
	}
	w.lang = ""
	// 20 open or answered requests; the 21st is refused until one is closed.
	for i := range portal.TicketMaxActive {
		if code, a := w.supportUpload(w.token, "user.1001/supportticket", fmt.Sprintf("many-key-%04d", i), ok); code != 200 {
			t.Fatalf("request %d: %d %v", i+1, code, a)
		}
	}
	code, a := w.supportUpload(w.token, "user.1001/supportticket", "many-key-0021", ok)
	if code != 450 || a["message"] != "You already have 20 requests in progress. Please add to one of them, or mark one as solved." {
		t.Fatalf("21st: %d %v", code, a)
	}
	first := int64(w.call("GET", "user.1001/supportticket", w.token, nil).list()[0].(map[string]any)["ticketid"].(float64))
	if c := w.call("POST", fmt.Sprintf("user.1001/supportticket.%d/supportclose", first), w.token, map[string]any{}); c.status != 200 {
		t.Fatalf("close: %v", c.body)
	}
	if code, a := w.supportUpload(w.token, "user.1001/supportticket", "many-key-0022", ok); code != 200 {
		t.Fatalf("after a close: %d %v", code, a)
	}
	// Replies: a message is needed, and the same limits hold.
	target := fmt.Sprintf("user.1001/supportticket.%d/supportreply", first)
	if code, a := w.supportUpload(w.token, target, "reply-key-0001", map[string]string{"message": ""}); code != 450 || a["message"] != "Please write your message." {
		t.Fatalf("empty reply: %d %v", code, a)
	}
}

// The single-file upload routes behave as before the multi-file uploads:
// a second file part is refused as an invalid file, and the body bound is
// one file's.
//
// covers: issue 32 item 3 (decodeUpload: several files only where a route takes them)
func TestSingleFileUploadsRefuseASecondFile(t *testing.T) {
	w := newWorld(t)
	jpg := testJPEG(t, 40)
	code, a := w.supportUpload(w.token, "user.1001/eftphoto", "", nil, ticketPart{"a.jpg", jpg}, ticketPart{"b.jpg", jpg})
	if code != 450 || a["message"] != "Invalid file" {
		t.Fatalf("two files on eftphoto: %d %v", code, a)
	}
	// Three files of a support request are read, a fourth refused at the edge.
	code, a = w.supportUpload(w.token, "user.1001/supportticket", "edge-key-0001", map[string]string{"category": "other", "description": "x"},
		ticketPart{"a.jpg", jpg}, ticketPart{"b.jpg", jpg}, ticketPart{"c.jpg", jpg}, ticketPart{"d.jpg", jpg})
	if code != 450 || a["message"] != "You can attach at most 3 files to a message." {
		t.Fatalf("four files: %d %v", code, a)
	}
}
