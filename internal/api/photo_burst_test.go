package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"myaccount/internal/api"
	"myaccount/internal/documents"
	"myaccount/internal/photos/phototest"
	"myaccount/internal/portal"
	"myaccount/internal/services"
	"myaccount/internal/store/storetest"
)

// decodeCounter wraps the preview maker: how many photos were decoded, and
// the most at once.
type decodeCounter struct {
	calls, running, most atomic.Int32
}

func (d *decodeCounter) thumbnail(data []byte) ([]byte, error) {
	d.calls.Add(1)
	n := d.running.Add(1)
	defer d.running.Add(-1)
	for {
		m := d.most.Load()
		if n <= m || d.most.CompareAndSwap(m, n) {
			break
		}
	}
	time.Sleep(40 * time.Millisecond) // a decode takes a while
	if len(data) > 100_000 {
		// A photo of the largest size: what matters here is when it is
		// decoded (its memory is BenchmarkPhotoBurstMemory's).
		return tinyPNG, nil
	}
	return documents.ImageThumbnail(data)
}

var tinyPNG = func() []byte {
	var b bytes.Buffer
	_ = png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1)))
	return b.Bytes()
}()

// TestPhotoBurstsDecodeWhatCanBeKept (the issue "Hold the ground", item
// 2): of eight photos sent at once to one account, the two that can wait
// for review are decoded and the six others are refused as under review
// before they are decoded; eight sent at once to eight accounts are decoded
// one at a time when each is of the largest size; a progressive JPEG whose
// buffers would pass the budget is refused from its header, undecoded — on
// both engines.
func TestPhotoBurstsDecodeWhatCanBeKept(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			w := newWorldOn(t, e.Open)
			ctx := context.Background()
			accounts := []string{}
			for i := range 8 {
				id := int64(3001 + i)
				if err := w.st.PutAccount(ctx, portal.Account{ID: id, Name: fmt.Sprintf("Account %d", id)}); err != nil {
					t.Fatal(err)
				}
				if err := w.st.LinkAccount(ctx, w.avery, id, false); err != nil {
					t.Fatal(err)
				}
				accounts = append(accounts, fmt.Sprint(id))
			}
			var dc decodeCounter
			w.h = endpoint(t, w.st, api.Config{SSO: w.sso}, services.Options{Thumbnail: dc.thumbnail})
			burst := func(targets []string, files [][]byte) (ok, underReview int, other []string) {
				var mu sync.Mutex
				var wg sync.WaitGroup
				for i, target := range targets {
					body, ct := form(t, nil, files[i], "cheque.jpg")
					wg.Go(func() {
						code, a := postUpload(t, w.h, w.token, target, body, ct)
						mu.Lock()
						defer mu.Unlock()
						msg, _ := a["message"].(string)
						switch {
						case code == 200:
							ok++
						case code == 450 && strings.Contains(msg, "under review"):
							underReview++
						default:
							other = append(other, fmt.Sprintf("%d %s", code, msg))
						}
					})
				}
				wg.Wait()
				return ok, underReview, other
			}

			// Eight different photos to one account at once.
			var targets []string
			var files [][]byte
			for i := range 8 {
				targets = append(targets, "user.1001/eftphoto")
				files = append(files, phototest.Baseline(1200, 900, false, byte(i+1)))
			}
			ok, refused, other := burst(targets, files)
			if ok != 2 || refused != 6 || len(other) > 0 || dc.calls.Load() != 2 {
				t.Errorf("one account: %d kept, %d under review, %v; %d decoded, want 2, 6 and 2", ok, refused, other, dc.calls.Load())
			}

			// Eight photos of the largest size to eight accounts at once.
			dc.calls.Store(0)
			dc.most.Store(0)
			targets, files = nil, nil
			for i, acc := range accounts {
				targets = append(targets, "user."+acc+"/eftphoto")
				files = append(files, phototest.Baseline(8660, 5773, true, byte(i+1)))
			}
			ok, refused, other = burst(targets, files)
			if ok != 8 || dc.calls.Load() != 8 || dc.most.Load() != 1 {
				t.Errorf("eight accounts: %d kept (%d, %v), %d decoded, %d at once; want 8, 8, 1", ok, refused, other, dc.calls.Load(), dc.most.Load())
			}

			// The file: a progressive JPEG of 50 megapixels.
			dc.calls.Store(0)
			body, ct := form(t, nil, phototest.Progressive(8660, 5773, false), "cheque.jpg")
			if code, a := postUpload(t, w.h, w.token, "user.1002/eftphoto", body, ct); code != 450 || !strings.Contains(a["message"].(string), "too many pixels") ||
				dc.calls.Load() != 0 {
				t.Errorf("a progressive 50 MP photo: %d %v, %d decoded", code, a["message"], dc.calls.Load())
			}
		})
	}
}

// postUpload posts a multipart upload with a session token; unlike
// world.send, it can be called from several goroutines at once.
func postUpload(t testing.TB, h http.Handler, token, target string, body io.Reader, contentType string) (int, map[string]any) {
	req := httptest.NewRequest(http.MethodPost, "/api?target="+url.QueryEscape(target)+"&docpost=t", body)
	req.RemoteAddr = "192.168.1.20:5555"
	req.Header.Set("x-omicron", token)
	req.Header.Set("Content-Type", contentType)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Errorf("not JSON (%d): %q", rec.Code, rec.Body.String())
	}
	return rec.Code, out
}
