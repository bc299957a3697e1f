package api

import (
	"encoding/json"
	"net/http/httptest"
	"testing"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// The envelope struct writes exactly what the map it replaced on the
// polled path wrote (sorted keys, the same fields left out), and an answer
// with Extra fields, which still takes the map, keeps Extra from
// overriding the envelope's own fields.
func TestEnvelopeMatchesTheMapEncoding(t *testing.T) {
	a := &API{}
	d := &schema.Descriptor{SVersion: "v1", PK: "id"}
	type row struct {
		ID int `json:"id"`
	}
	req := func(query string) *Request {
		r := httptest.NewRequest("GET", "/api?target=me.1/x"+query, nil)
		return &Request{HTTP: r, Lang: i18n.Negotiate("en"), Query: r.URL.Query()}
	}
	for _, c := range []struct {
		name  string
		query string
		resp  *Response
		want  string
	}{
		{"nil", "", nil, `{"error":0,"message":""}`},
		{"object", "", &Response{Object: row{7}, Name: "thing", PK: "id"}, `{"error":0,"message":"","name":"thing","object":{"id":7},"pk":"id","zeroRows":false}`},
		{"empty list", "", &Response{List: []row{}, Name: "things"}, `{"error":0,"list":[],"message":"","name":"things","zeroRows":true}`},
		{"list and schema", "", &Response{List: []row{{1}}, Schema: d}, `{"error":0,"list":[{"id":1}],"message":"","schema":` + mustJSON(t, d) + `,"zeroRows":false}`},
		{"schema held", "&schema=v1", &Response{List: []row{{1}}, Schema: d}, `{"error":0,"list":[{"id":1}],"message":"","zeroRows":false}`},
		{"refused", "", &Response{Refused: true, Message: portal.Msg(portal.MsgNotSupported)}, `{"error":1,"message":"This request is not supported."}`},
		{"extra", "", &Response{Object: row{2}, Extra: map[string]any{"hasRouter": true, "message": "not this", "object": "nor this"}},
			`{"error":0,"hasRouter":true,"message":"","object":{"id":2},"zeroRows":false}`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mustJSON(t, a.envelope(req(c.query), c.resp)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
