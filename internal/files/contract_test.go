package files

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"myaccount/internal/portal"
)

// testFileStore runs the portal.FileStore contract against the stores
// newStore makes; each behaviour gets a fresh, empty store.
func testFileStore(t *testing.T, newStore func(t *testing.T) portal.FileStore) {
	behaviours := []struct {
		name string
		test func(t *testing.T, fs portal.FileStore)
	}{
		{"put then open returns data, type and size", testRoundTrip},
		{"empty content type reads back as application/octet-stream", testDefaultContentType},
		{"empty file", testEmptyFile},
		{"put replaces data and type", testOverwrite},
		{"open missing is ErrFileNotFound", testOpenMissing},
		{"delete removes; deleting again is not an error", testDelete},
		{"invalid keys are refused", testInvalidKeys},
		{"unprintable content type is refused", testInvalidContentType},
		{"10,000,000-byte file", testLargeFile},
		{"concurrent puts of one key leave one whole version", testConcurrentPuts},
		{"cancelled context stores nothing", testCancelledContext},
	}
	for _, b := range behaviours {
		t.Run(b.name, func(t *testing.T) {
			b.test(t, newStore(t))
		})
	}
}

func testRoundTrip(t *testing.T, fs portal.FileStore) {
	ctx := t.Context()
	data := []byte("%PDF-1.7 invoice 2024-05")
	before := time.Now().Add(-time.Minute) // S3 dates have one-second precision
	mustPut(t, fs, "invoices/1001/2024-05.pdf", data, "application/pdf")

	got, info := mustRead(t, fs, "invoices/1001/2024-05.pdf")
	if !bytes.Equal(got, data) {
		t.Errorf("data = %q, want %q", got, data)
	}
	if info.ContentType != "application/pdf" || info.Size != int64(len(data)) {
		t.Errorf("info = %+v, want application/pdf of %d bytes", info, len(data))
	}
	if info.ModTime.Before(before) || info.ModTime.After(time.Now().Add(time.Minute)) {
		t.Errorf("ModTime = %v, want about now", info.ModTime)
	}
	if _, _, err := fs.Open(ctx, "invoices/1001"); !errors.Is(err, portal.ErrFileNotFound) {
		t.Errorf("open of the key's parent: err = %v, want ErrFileNotFound", err)
	}
}

func testDefaultContentType(t *testing.T, fs portal.FileStore) {
	mustPut(t, fs, "blob", []byte("some bytes"), "")
	if _, info := mustRead(t, fs, "blob"); info.ContentType != "application/octet-stream" {
		t.Errorf("ContentType = %q, want application/octet-stream", info.ContentType)
	}
}

func testEmptyFile(t *testing.T, fs portal.FileStore) {
	mustPut(t, fs, "empty.txt", nil, "text/plain")
	got, info := mustRead(t, fs, "empty.txt")
	if len(got) != 0 || info.Size != 0 || info.ContentType != "text/plain" {
		t.Errorf("read %q with %+v, want nothing, text/plain", got, info)
	}
}

func testOverwrite(t *testing.T, fs portal.FileStore) {
	mustPut(t, fs, "cheques/1001.png", bytes.Repeat([]byte("old "), 100), "image/png")
	mustPut(t, fs, "cheques/1001.png", []byte("new"), "image/jpeg")
	got, info := mustRead(t, fs, "cheques/1001.png")
	if string(got) != "new" || info.ContentType != "image/jpeg" || info.Size != 3 {
		t.Errorf("read %q with %+v, want the new file", got, info)
	}
}

func testOpenMissing(t *testing.T, fs portal.FileStore) {
	for _, key := range []string{"nothing", "no/such/folder/file.pdf"} {
		rc, _, err := fs.Open(t.Context(), key)
		if !errors.Is(err, portal.ErrFileNotFound) {
			t.Errorf("Open(%q): err = %v, want ErrFileNotFound", key, err)
		}
		if rc != nil {
			rc.Close()
			t.Errorf("Open(%q) returned a reader with the error", key)
		}
	}
}

func testDelete(t *testing.T, fs portal.FileStore) {
	ctx := t.Context()
	mustPut(t, fs, "contracts/1001/signed.pdf", []byte("signed"), "application/pdf")
	mustPut(t, fs, "contracts/1001/other.pdf", []byte("other"), "application/pdf")
	for i := range 2 {
		if err := fs.Delete(ctx, "contracts/1001/signed.pdf"); err != nil {
			t.Fatalf("Delete #%d: %v", i+1, err)
		}
	}
	if _, _, err := fs.Open(ctx, "contracts/1001/signed.pdf"); !errors.Is(err, portal.ErrFileNotFound) {
		t.Errorf("Open after Delete: err = %v, want ErrFileNotFound", err)
	}
	for _, key := range []string{"never-stored", "contracts"} {
		if err := fs.Delete(ctx, key); err != nil {
			t.Errorf("Delete(%q) of no file: %v", key, err)
		}
	}
	if got, _ := mustRead(t, fs, "contracts/1001/other.pdf"); string(got) != "other" {
		t.Errorf("the other file reads %q after deletes", got)
	}
}

func testInvalidKeys(t *testing.T, fs portal.FileStore) {
	ctx := t.Context()
	for _, key := range []string{"../x", "a/../../x", "/abs", "A", "a//b", "a/", "", strings.Repeat("k", 513)} {
		label := key
		if len(label) > 20 {
			label = fmt.Sprintf("%d bytes", len(key))
		}
		if err := fs.Put(ctx, key, []byte("x"), "text/plain"); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("Put(%q): err = %v, want ErrInvalidKey", label, err)
		}
		if rc, _, err := fs.Open(ctx, key); !errors.Is(err, ErrInvalidKey) {
			if rc != nil {
				rc.Close()
			}
			t.Errorf("Open(%q): err = %v, want ErrInvalidKey", label, err)
		}
		if err := fs.Delete(ctx, key); !errors.Is(err, ErrInvalidKey) {
			t.Errorf("Delete(%q): err = %v, want ErrInvalidKey", label, err)
		}
	}
	// The longest key, in segments a file system can name (at most 255 bytes).
	longest := strings.Repeat(strings.Repeat("k", 127)+"/", 4)[:511] + "k"
	mustPut(t, fs, longest, []byte("x"), "text/plain")
	if got, _ := mustRead(t, fs, longest); string(got) != "x" {
		t.Errorf("the %d-byte key reads %q", len(longest), got)
	}
}

func testInvalidContentType(t *testing.T, fs portal.FileStore) {
	for _, contentType := range []string{"text/plain\nX-Evil: 1", "text/plain\r", "tëxt/plain", strings.Repeat("t", 256)} {
		if err := fs.Put(t.Context(), "doc.txt", []byte("x"), contentType); err == nil {
			t.Errorf("Put with content type %q: no error", contentType)
		}
	}
	if _, _, err := fs.Open(t.Context(), "doc.txt"); !errors.Is(err, portal.ErrFileNotFound) {
		t.Errorf("a refused Put stored something: Open err = %v", err)
	}
}

func testLargeFile(t *testing.T, fs portal.FileStore) {
	data := make([]byte, 10_000_000)
	for i := range data {
		data[i] = byte(i * 7 / 3)
	}
	mustPut(t, fs, "documents/1001/id.jpg", data, "image/jpeg")
	got, info := mustRead(t, fs, "documents/1001/id.jpg")
	if !bytes.Equal(got, data) || info.Size != int64(len(data)) {
		t.Errorf("read %d bytes (info %+v), want the %d bytes stored", len(got), info, len(data))
	}
}

// testConcurrentPuts has writers put versions of one key, each a single
// repeated byte with a matching content type, while readers check that every
// read is one version whole.
func testConcurrentPuts(t *testing.T, fs portal.FileStore) {
	const key, writers, size = "thumbs/1001.png", 8, 200_000
	version := func(i int) ([]byte, string) {
		return bytes.Repeat([]byte{byte('a' + i)}, size), fmt.Sprintf("image/x-version-%c", 'a'+i)
	}
	checkWhole := func(data []byte, info portal.FileInfo) error {
		if len(data) != size || info.Size != size {
			return fmt.Errorf("read %d bytes, info %d, want %d", len(data), info.Size, size)
		}
		want, wantType := version(int(data[0] - 'a'))
		if !bytes.Equal(data, want) || info.ContentType != wantType {
			return fmt.Errorf("a mix of versions: starts with %q, type %q", data[0], info.ContentType)
		}
		return nil
	}
	readWhole := func() error {
		rc, info, err := fs.Open(t.Context(), key)
		if err != nil {
			return err
		}
		defer rc.Close()
		data, err := io.ReadAll(rc)
		if err != nil {
			return err
		}
		return checkWhole(data, info)
	}
	mustPut(t, fs, key, bytes.Repeat([]byte{'a'}, size), "image/x-version-a")

	var wg sync.WaitGroup
	errs := make(chan error, 6*writers)
	for i := range writers {
		wg.Go(func() {
			data, contentType := version(i)
			for range 3 {
				if err := fs.Put(t.Context(), key, data, contentType); err != nil {
					errs <- err
				}
			}
		})
		wg.Go(func() {
			for range 3 {
				if err := readWhole(); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if err := readWhole(); err != nil {
		t.Errorf("after the puts: %v", err)
	}
}

func testCancelledContext(t *testing.T, fs portal.FileStore) {
	mustPut(t, fs, "kept.txt", []byte("kept"), "text/plain")
	ctx, cancel := context.WithCancel(t.Context())
	cancel()

	if err := fs.Put(ctx, "new.txt", []byte("new"), "text/plain"); !errors.Is(err, context.Canceled) {
		t.Errorf("Put: err = %v, want context.Canceled", err)
	}
	if _, _, err := fs.Open(t.Context(), "new.txt"); !errors.Is(err, portal.ErrFileNotFound) {
		t.Errorf("a cancelled Put stored a file: Open err = %v", err)
	}
	if rc, _, err := fs.Open(ctx, "kept.txt"); !errors.Is(err, context.Canceled) {
		if rc != nil {
			rc.Close()
		}
		t.Errorf("Open: err = %v, want context.Canceled", err)
	}
	if err := fs.Delete(ctx, "kept.txt"); !errors.Is(err, context.Canceled) {
		t.Errorf("Delete: err = %v, want context.Canceled", err)
	}
	if got, _ := mustRead(t, fs, "kept.txt"); string(got) != "kept" {
		t.Errorf("a cancelled Delete changed the file: reads %q", got)
	}
}

func mustPut(t *testing.T, fs portal.FileStore, key string, data []byte, contentType string) {
	t.Helper()
	if err := fs.Put(t.Context(), key, data, contentType); err != nil {
		t.Fatalf("Put(%.40q): %v", key, err)
	}
}

func mustRead(t *testing.T, fs portal.FileStore, key string) ([]byte, portal.FileInfo) {
	t.Helper()
	rc, info, err := fs.Open(t.Context(), key)
	if err != nil {
		t.Fatalf("Open(%.40q): %v", key, err)
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		t.Fatalf("reading %.40q: %v", key, err)
	}
	return data, info
}
