package files

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	"github.com/minio/minio-go/v7"

	"myaccount/internal/portal"
)

const testSecretKey = "test-secret-key-never-shown"

// fakeS3 starts an in-process S3 server holding the bucket "portal" and
// returns the options to reach it.
func fakeS3(t *testing.T) S3Options {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket("portal"); err != nil {
		t.Fatal(err)
	}
	server := httptest.NewServer(gofakes3.New(backend, gofakes3.WithLogger(gofakes3.DiscardLog())).Server())
	t.Cleanup(server.Close)
	return S3Options{
		Endpoint:  strings.TrimPrefix(server.URL, "http://"),
		Bucket:    "portal",
		AccessKey: "test-access-key",
		SecretKey: testSecretKey,
		Prefix:    "myaccount/",
	}
}

func TestS3Contract(t *testing.T) {
	testFileStore(t, func(t *testing.T) portal.FileStore {
		store, err := NewS3(t.Context(), fakeS3(t))
		if err != nil {
			t.Fatal(err)
		}
		return store
	})
}

func TestS3MissingBucket(t *testing.T) {
	options := fakeS3(t)
	options.Bucket = "no-such-bucket"
	_, err := NewS3(t.Context(), options)
	if err == nil || !strings.Contains(err.Error(), `"no-such-bucket"`) {
		t.Errorf("err = %v, want one naming the bucket", err)
	}
	if err != nil && strings.Contains(err.Error(), testSecretKey) {
		t.Errorf("the error shows the secret key: %v", err)
	}
}

func TestS3BadOptions(t *testing.T) {
	good := fakeS3(t)
	for name, change := range map[string]func(*S3Options){
		"no endpoint":         func(o *S3Options) { o.Endpoint = "" },
		"no bucket":           func(o *S3Options) { o.Bucket = "" },
		"scheme in endpoint":  func(o *S3Options) { o.Endpoint = "http://" + o.Endpoint },
		"https to plain http": func(o *S3Options) { o.Secure = true },
	} {
		options := good
		change(&options)
		_, err := NewS3(t.Context(), options)
		if err == nil {
			t.Errorf("%s: no error", name)
		} else if strings.Contains(err.Error(), testSecretKey) {
			t.Errorf("%s: the error shows the secret key: %v", name, err)
		}
	}
}

func TestS3PrefixAndString(t *testing.T) {
	for _, tc := range []struct {
		prefix, object, where string
	}{
		{"myaccount/", "myaccount/invoices/1.pdf", "/portal/myaccount/"},
		{"/myaccount", "myaccount/invoices/1.pdf", "/portal/myaccount/"},
		{"", "invoices/1.pdf", "/portal"},
	} {
		options := fakeS3(t)
		options.Prefix = tc.prefix
		store, err := NewS3(t.Context(), options)
		if err != nil {
			t.Fatal(err)
		}
		if want := "s3 http://" + options.Endpoint + tc.where; store.String() != want {
			t.Errorf("prefix %q: String() = %q, want %q", tc.prefix, store.String(), want)
		}
		mustPut(t, store, "invoices/1.pdf", []byte("%PDF"), "application/pdf")
		if _, err := store.client.StatObject(t.Context(), "portal", tc.object, minio.StatObjectOptions{}); err != nil {
			t.Errorf("prefix %q: object %q not found: %v", tc.prefix, tc.object, err)
		}
	}
}
