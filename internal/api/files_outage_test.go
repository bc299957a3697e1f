package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/files"
	"myaccount/internal/files/filestest"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// TestFileStoreOutageIsToldClearly (the issue "Hold the ground", item 5):
// with the object store hung or stopped, a photo's upload and a document's
// download answer in seconds with a 450 whose message, in the subscriber's
// language, says documents are unavailable for a moment — not a 500 after
// minutes — on both engines.
func TestFileStoreOutageIsToldClearly(t *testing.T) {
	for _, e := range storetest.Engines() {
		for _, outage := range []string{"hung", "stopped"} {
			t.Run(e.Name+"/"+outage, func(t *testing.T) {
				srv := filestest.New(t)
				options := srv.Options
				options.ConnectTimeout, options.FirstByteTimeout, options.CallTimeout = 300*time.Millisecond, 500*time.Millisecond, 2*time.Second
				store, err := files.NewS3(t.Context(), options)
				if err != nil {
					t.Fatal(err)
				}
				w := newWorldOn(t, e.Open)
				w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{Files: store})
				upload := func(shade uint8) (int, map[string]any) {
					body, ct := form(t, nil, testJPEG(t, shade), "cheque.jpg")
					return w.send(w.token, "user.1001/eftphoto", body, ct)
				}
				if code, a := upload(10); code != 200 {
					t.Fatalf("upload with the store working: %d %v", code, a)
				}
				var id float64
				for _, d := range w.call("GET", "user.1001/documentget", w.token, nil).list() {
					id = d.(map[string]any)["id"].(float64)
				}
				if outage == "hung" {
					srv.Freeze()
				} else {
					srv.Stop()
				}
				for _, lang := range []struct{ header, want string }{
					{"en", "Documents and photos are unavailable for a moment"},
					{"fr", "Les documents et les photos sont momentanément indisponibles"},
				} {
					start := time.Now()
					rec := w.fetch("GET", fmt.Sprintf("user.1001/documentget.%.0f", id), http.Header{"Accept-Language": {lang.header}}, nil)
					a := jsonOf(t, rec)
					if rec.Code != 450 || !strings.Contains(fmt.Sprint(a["message"]), lang.want) || time.Since(start) > 6*time.Second {
						t.Errorf("%s download: %d %v after %s", lang.header, rec.Code, a["message"], time.Since(start))
					}
					start = time.Now()
					body, ct := form(t, nil, testJPEG(t, 20), "cheque.jpg")
					rec = w.fetch("POST", "user.1001/eftphoto&docpost=t", http.Header{"Content-Type": {ct}, "Accept-Language": {lang.header}}, body)
					a = jsonOf(t, rec)
					if rec.Code != 450 || !strings.Contains(fmt.Sprint(a["message"]), lang.want) || time.Since(start) > 6*time.Second {
						t.Errorf("%s upload: %d %v after %s", lang.header, rec.Code, a["message"], time.Since(start))
					}
				}
			})
		}
	}
}
