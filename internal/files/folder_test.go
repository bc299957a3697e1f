package files

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"myaccount/internal/portal"
)

func TestFolderContract(t *testing.T) {
	testFileStore(t, func(t *testing.T) portal.FileStore {
		folder, err := NewFolder(filepath.Join(t.TempDir(), "files"))
		if err != nil {
			t.Fatal(err)
		}
		return folder
	})
}

func TestFolderLayoutAndPermissions(t *testing.T) {
	root := filepath.Join(t.TempDir(), "data", "files")
	folder, err := NewFolder(root)
	if err != nil {
		t.Fatal(err)
	}
	if got := folder.String(); got != "folder "+root {
		t.Errorf("String() = %q", got)
	}
	mustPut(t, folder, "invoices/1001/2024-05.pdf", []byte("%PDF"), "application/pdf")

	for path, want := range map[string]os.FileMode{
		root:                                    os.ModeDir | 0o750,
		filepath.Join(root, "invoices", "1001"): os.ModeDir | 0o750,
		filepath.Join(root, "invoices/1001/2024-05.pdf"): 0o640,
	} {
		stat, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if stat.Mode() != want {
			t.Errorf("%s: mode %v, want %v", path, stat.Mode(), want)
		}
	}
	raw, err := os.ReadFile(filepath.Join(root, "invoices/1001/2024-05.pdf"))
	if err != nil || string(raw) != "application/pdf\n%PDF" {
		t.Errorf("file holds %q (%v), want the type line then the data", raw, err)
	}
}

func TestFolderLeavesNoTemporaryFiles(t *testing.T) {
	folder, err := NewFolder(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mustPut(t, folder, "a/b.txt", []byte("b"), "text/plain")
	mustPut(t, folder, "a/b.txt", []byte("b2"), "text/plain")
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	folder.Put(ctx, "a/c.txt", []byte("c"), "text/plain")

	entries, err := os.ReadDir(filepath.Join(folder.root, "a"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "b.txt" {
		t.Errorf("folder holds %v, want only b.txt", names)
	}
}

func TestFolderStaysUnderRoot(t *testing.T) {
	parent := t.TempDir()
	folder, err := NewFolder(filepath.Join(parent, "files"))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"../escaped", "/tmp/escaped", "a/../../escaped"} {
		folder.Put(t.Context(), key, []byte("x"), "text/plain")
	}
	if _, err := os.Stat(filepath.Join(parent, "escaped")); !os.IsNotExist(err) {
		t.Errorf("a file was written outside the root: %v", err)
	}
}

// The files of one Folder are read by the next one on the same root: the
// server's restart.
func TestFolderReopened(t *testing.T) {
	root := t.TempDir()
	first, err := NewFolder(root)
	if err != nil {
		t.Fatal(err)
	}
	mustPut(t, first, "contracts/1001.pdf", []byte("signed"), "application/pdf")
	second, err := NewFolder(root)
	if err != nil {
		t.Fatal(err)
	}
	if got, info := mustRead(t, second, "contracts/1001.pdf"); string(got) != "signed" || info.ContentType != "application/pdf" {
		t.Errorf("reopened folder reads %q, %+v", got, info)
	}
}

func TestFolderRefusesForeignFile(t *testing.T) {
	folder, err := NewFolder(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder.root, "copied-in.pdf"), []byte("%PDF without a type line"), 0o640); err != nil {
		t.Fatal(err)
	}
	if rc, _, err := folder.Open(t.Context(), "copied-in.pdf"); err == nil {
		rc.Close()
		t.Error("Open of a file without a type line: no error")
	}
}

func TestNewFolderEmptyRoot(t *testing.T) {
	if _, err := NewFolder(""); err == nil {
		t.Error("NewFolder(\"\"): no error")
	}
}
