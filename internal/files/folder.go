package files

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"myaccount/internal/portal"
)

// Folder keeps each file as one regular file under a root folder, at the
// path its key names. The file holds the content type on its first line,
// then the data: a Put publishes both with one rename, so neither a reader
// nor a crash can pair one version's data with another version's type (a
// sidecar file would need two renames).
//
// Put writes a temporary file in the target's folder, fsyncs it, renames it
// over the target and fsyncs the folder: a reader sees the old file or the
// new one, and a Put that returned survives a crash. Temporary names start
// with "~", which no key may contain, so they never collide with a file;
// one left by a crash mid-Put is never read and may be deleted.
// Delete leaves empty folders behind; a concurrent Put may be about to use
// them. A key segment must fit the file system's name limit (255 bytes on
// the common ones), tighter than portal.ValidFileKey; Put fails otherwise.
//
// Folder is safe for concurrent use.
type Folder struct {
	root string
}

const (
	folderPerm  = 0o750
	filePerm    = 0o640
	tempPattern = "~put-*"
)

// NewFolder returns a Folder storing under root, creating root if needed.
// A relative root is made absolute now, so a later change of working
// directory cannot move the files.
func NewFolder(root string) (*Folder, error) {
	if root == "" {
		return nil, errors.New("files: folder root is empty")
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("files: folder %q: %w", root, err)
	}
	if err := os.MkdirAll(abs, folderPerm); err != nil {
		return nil, fmt.Errorf("files: create folder: %w", err)
	}
	return &Folder{root: abs}, nil
}

// String says where files go, for the start-up banner.
func (f *Folder) String() string { return "folder " + f.root }

// Put stores data under key, replacing the file that was there.
func (f *Folder) Put(ctx context.Context, key string, data []byte, contentType string) error {
	contentType, err := checkPut(key, contentType)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("files: put %q: %w", key, err)
	}
	target := f.path(key)
	if err := f.makeDirs(filepath.Dir(target)); err != nil {
		return fmt.Errorf("files: put %q: %w", key, err)
	}
	if err := replaceFile(ctx, target, contentType, data); err != nil {
		return fmt.Errorf("files: put %q: %w", key, err)
	}
	return nil
}

// Open returns the file under key, positioned at its data.
func (f *Folder) Open(ctx context.Context, key string) (io.ReadCloser, portal.FileInfo, error) {
	if err := checkKey(key); err != nil {
		return nil, portal.FileInfo{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, err)
	}
	file, err := os.Open(f.path(key))
	if isMissing(err) {
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, portal.ErrFileNotFound)
	}
	if err != nil {
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, err)
	}
	info, err := readHeader(file)
	if err != nil {
		file.Close()
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, err)
	}
	return file, info, nil
}

// Delete removes the file under key; a missing file is not an error.
func (f *Folder) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("files: delete %q: %w", key, err)
	}
	target := f.path(key)
	// A folder is where other keys live, not a file under this key.
	stat, err := os.Lstat(target)
	if isMissing(err) || err == nil && stat.IsDir() {
		return nil
	}
	if err != nil {
		return fmt.Errorf("files: delete %q: %w", key, err)
	}
	if err := os.Remove(target); err != nil && !isMissing(err) {
		return fmt.Errorf("files: delete %q: %w", key, err)
	}
	if err := syncDir(filepath.Dir(target)); err != nil {
		return fmt.Errorf("files: delete %q: %w", key, err)
	}
	return nil
}

// path maps a key checked by checkKey to its file; such a key has no ".."
// or empty segment, so the path stays under root.
func (f *Folder) path(key string) string {
	return filepath.Join(f.root, filepath.FromSlash(key))
}

// makeDirs creates dir and its missing parents below root, fsyncing each
// new folder's parent so a crash cannot lose the folder of a stored file.
func (f *Folder) makeDirs(dir string) error {
	if dir == f.root {
		return nil
	}
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := f.makeDirs(filepath.Dir(dir)); err != nil {
		return err
	}
	if err := os.Mkdir(dir, folderPerm); err != nil {
		if errors.Is(err, fs.ErrExist) { // a concurrent Put made it
			return nil
		}
		return err
	}
	return syncDir(filepath.Dir(dir))
}

// replaceFile writes the content type line and data to a temporary file
// beside target and renames it over target. A context cancelled before the
// rename stores nothing.
func replaceFile(ctx context.Context, target, contentType string, data []byte) error {
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, tempPattern)
	if err != nil {
		return err
	}
	renamed := false
	defer func() {
		if !renamed {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(filePerm); err != nil {
		return err
	}
	if _, err := tmp.WriteString(contentType + "\n"); err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return err
	}
	renamed = true
	return syncDir(dir)
}

// readHeader reads the content type line of an opened file, leaves the
// file positioned at the data and describes the data.
func readHeader(file *os.File) (portal.FileInfo, error) {
	stat, err := file.Stat()
	if err != nil {
		return portal.FileInfo{}, err
	}
	if !stat.Mode().IsRegular() { // a folder of other keys
		return portal.FileInfo{}, portal.ErrFileNotFound
	}
	head := make([]byte, maxContentTypeLen+1)
	n, err := file.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return portal.FileInfo{}, err
	}
	end := bytes.IndexByte(head[:n], '\n')
	if end < 0 {
		return portal.FileInfo{}, errors.New("no content type line: not written by files.Folder")
	}
	if _, err := file.Seek(int64(end+1), io.SeekStart); err != nil {
		return portal.FileInfo{}, err
	}
	return portal.FileInfo{
		Size:        stat.Size() - int64(end+1),
		ContentType: string(head[:end]),
		ModTime:     stat.ModTime(),
	}, nil
}

// syncDir makes the entries of dir (a rename, a new file or folder, a
// removal) durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// isMissing: nothing is stored at the path, including when a parent is a
// file (the key "a/b" when "a" is a file).
func isMissing(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}
