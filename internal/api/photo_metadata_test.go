package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"testing"

	"myaccount/internal/photos/phototest"
	"myaccount/internal/portal"
	"myaccount/internal/store/storetest"
)

// TestStoredPhotosCarryNoLocation: a void cheque and an identity document
// sent as a phone's MPO (a second JPEG with its own Exif GPS after the
// first), with Exif in APP3, or with data after the picture are served back
// by documentget as the first picture alone, without any GPS block, on both
// engines (the issue "Hold the ground", item 3).
func TestStoredPhotosCarryNoLocation(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(e.Name, func(t *testing.T) {
			plain := testJPEG(t, 60)
			shapes := []struct {
				name string
				data []byte
			}{
				{"MPO", phototest.MPO(plain, testJPEG(t, 90))},
				{"APP3 Exif", phototest.WithSegments(plain, phototest.ExifGPS(0xE3))},
				{"trailing data", append(append(append([]byte{}, plain...), phototest.ExifGPS(0xE1)...), "GPS-CALGARY"...)},
			}
			for _, shape := range shapes {
				// A world for each shape: at most two photos of a kind wait.
				w := newBillingWorld(t, e.Open).world
				ctx := context.Background()
				if err := w.st.SetContractStatus(ctx, 2001, portal.ContractStatus{}); err != nil {
					t.Fatal(err)
				}
				if err := w.st.SetServiceFlags(ctx, 2001, portal.ServiceFlags{HasPreinstall: true, HasContactInfo: true}); err != nil {
					t.Fatal(err)
				}
				for _, route := range []struct{ token, account, target, kind string }{
					{w.token, "1001", "eftphoto", portal.DocVoidCheque},
					{w.btoken, "2001", "documentupload", portal.DocIdentity},
				} {
					name := fmt.Sprintf("%s to %s", shape.name, route.target)
					body, ct := form(t, nil, shape.data, "photo.jpg")
					if code, a := w.send(route.token, "user."+route.account+"/"+route.target, body, ct); code != 200 {
						t.Fatalf("%s: %d %v", name, code, a)
					}
					saved := w.token
					w.token = route.token
					var id float64
					for _, d := range w.call("GET", "user."+route.account+"/documentget", route.token, nil).list() {
						if d := d.(map[string]any); d["type"] == route.kind {
							id = d["id"].(float64)
						}
					}
					rec := w.fetch("GET", fmt.Sprintf("user.%s/documentget.%.0f", route.account, id), nil, nil)
					w.token = saved
					served := rec.Body.Bytes()
					if rec.Code != 200 || id == 0 {
						t.Fatalf("%s: documentget answered %d", name, rec.Code)
					}
					if bytes.Contains(served, []byte("GPS-CALGARY")) || bytes.Contains(served, []byte("Exif")) {
						t.Errorf("%s: the served photo still carries the GPS block", name)
					}
					if bytes.Count(served, []byte{0xFF, 0xD8, 0xFF}) != 1 || !bytes.Equal(served, plain) {
						t.Errorf("%s: %d bytes served, want the %d of the first picture", name, len(served), len(plain))
					}
					if _, err := jpeg.Decode(bytes.NewReader(served)); err != nil {
						t.Errorf("%s: the served photo does not decode: %v", name, err)
					}
				}
			}
		})
	}
}
