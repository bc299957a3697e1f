package files_test

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"myaccount/internal/files"
	"myaccount/internal/files/filestest"
	"myaccount/internal/portal"
)

// TestS3OutageAnswersInTime (the issue "Hold the ground", item 5): with the
// object store hung (it accepts connections and never answers) or stopped
// (a closed port), every call — put, open, delete, the readiness check —
// gives up within its time limits with an error that says the store is
// unavailable, which the API shows the subscriber as a 450 with a message
// instead of a 500.
func TestS3OutageAnswersInTime(t *testing.T) {
	for _, outage := range []string{"hung", "stopped"} {
		t.Run(outage, func(t *testing.T) {
			srv := filestest.New(t)
			options := srv.Options
			options.ConnectTimeout, options.FirstByteTimeout, options.CallTimeout = 300*time.Millisecond, 400*time.Millisecond, 1500*time.Millisecond
			store, err := files.NewS3(t.Context(), options)
			if err != nil {
				t.Fatal(err)
			}
			if err := store.Put(t.Context(), "docs/a.pdf", []byte("%PDF-1.4"), "application/pdf"); err != nil {
				t.Fatal(err)
			}
			if outage == "hung" {
				srv.Freeze()
			} else {
				srv.Stop()
			}
			for name, call := range map[string]func(ctx context.Context) error{
				"put": func(ctx context.Context) error {
					return store.Put(ctx, "docs/b.pdf", make([]byte, 200_000), "application/pdf")
				},
				"open": func(ctx context.Context) error {
					rc, _, err := store.Open(ctx, "docs/a.pdf")
					if err == nil {
						_, err = io.ReadAll(rc)
						rc.Close()
					}
					return err
				},
				"delete": func(ctx context.Context) error { return store.Delete(ctx, "docs/a.pdf") },
				"check":  store.Check,
			} {
				start := time.Now()
				err := call(t.Context())
				took := time.Since(start)
				if !errors.Is(err, portal.ErrFileStoreUnavailable) {
					t.Errorf("%s: %v, want the store unavailable", name, err)
				}
				if pe := portal.AsError(err); pe.Code != portal.CodeBadRequest || pe.Msg.Key != portal.MsgFilesUnavailable {
					t.Errorf("%s: answered as %d %s", name, pe.Code, pe.Msg.Key)
				}
				if took > 3*time.Second {
					t.Errorf("%s took %s, past its time limit", name, took)
				}
			}
			// Started against a store that does not answer: refused in time.
			start := time.Now()
			if _, err := files.NewS3(t.Context(), options); err == nil || time.Since(start) > 3*time.Second {
				t.Errorf("NewS3 on a %s store: %v after %s", outage, err, time.Since(start))
			}
		})
	}
}

// TestS3MissingFileIsNotAnOutage: a missing object stays ErrFileNotFound
// (an invoice is then printed again), not "unavailable".
func TestS3MissingFileIsNotAnOutage(t *testing.T) {
	store, err := files.NewS3(t.Context(), filestest.New(t).Options)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := store.Open(t.Context(), "docs/none.pdf"); !errors.Is(err, portal.ErrFileNotFound) || errors.Is(err, portal.ErrFileStoreUnavailable) {
		t.Errorf("open a missing file: %v", err)
	}
	if err := store.Check(t.Context()); err != nil {
		t.Errorf("check: %v", err)
	}
}
