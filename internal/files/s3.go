package files

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"myaccount/internal/portal"
)

// S3Options says where an S3 store keeps its objects.
type S3Options struct {
	Endpoint  string // host:port, no scheme
	Secure    bool   // https
	Bucket    string
	Region    string // minio-go needs one set explicitly; default "us-east-1"
	AccessKey string
	SecretKey string
	Prefix    string // optional key prefix inside the bucket, e.g. "myaccount/"
	// The time limits of every call (zero: the defaults below): a store
	// that hangs must not hang the requests that need it.
	ConnectTimeout   time.Duration // to open a connection (TCP and TLS)
	FirstByteTimeout time.Duration // from a request sent to its answer's headers
	CallTimeout      time.Duration // a call whole, retries and body included
}

const defaultRegion = "us-east-1"

// The default time limits. A file is at most 10 MB, and the store is near:
// a call that takes longer is a store in trouble, and the subscriber is
// better told so than kept waiting (a frozen store held a download 170 s).
const (
	defaultConnectTimeout   = 3 * time.Second
	defaultFirstByteTimeout = 10 * time.Second
	defaultCallTimeout      = 30 * time.Second
)

// S3 keeps each file as one object of an S3-compatible bucket, named by the
// prefix and the key, with the content type as the object's Content-Type.
// A PUT replaces an object whole and a GET answers the data and its type
// together, so readers never see half a file; that is what lets several
// replicas share one store. S3 is safe for concurrent use.
type S3 struct {
	client  *minio.Client
	bucket  string
	prefix  string // "" or ends with "/"
	where   string // for String
	timeout time.Duration
}

// NewS3 connects to the bucket and checks that it exists. It does not create
// a missing bucket: a typo in the configuration would otherwise scatter
// files into a new, unbacked-up bucket.
func NewS3(ctx context.Context, o S3Options) (*S3, error) {
	if o.Endpoint == "" || o.Bucket == "" {
		return nil, errors.New("files: s3 needs an endpoint and a bucket")
	}
	if strings.Contains(o.Endpoint, "://") {
		return nil, fmt.Errorf("files: s3 endpoint %q: give host:port without a scheme, and Secure for https", o.Endpoint)
	}
	transport, err := minio.DefaultTransport(o.Secure)
	if err != nil {
		return nil, fmt.Errorf("files: s3 transport: %w", err)
	}
	connect := cmp.Or(o.ConnectTimeout, defaultConnectTimeout)
	transport.DialContext = (&net.Dialer{Timeout: connect, KeepAlive: 30 * time.Second}).DialContext
	transport.TLSHandshakeTimeout = connect
	transport.ResponseHeaderTimeout = cmp.Or(o.FirstByteTimeout, defaultFirstByteTimeout)
	transport.ExpectContinueTimeout = time.Second
	client, err := minio.New(o.Endpoint, &minio.Options{
		Creds:     credentials.NewStaticV4(o.AccessKey, o.SecretKey, ""),
		Secure:    o.Secure,
		Region:    cmp.Or(o.Region, defaultRegion),
		Transport: transport,
		// One retry: minio-go's ten, each waiting for its timeout, would
		// keep a request far past CallTimeout's worth of the subscriber's
		// patience (the call's context bounds them anyway).
		MaxRetries: 2,
	})
	if err != nil {
		return nil, fmt.Errorf("files: s3 endpoint %q: %w", o.Endpoint, err)
	}
	s := &S3{client: client, bucket: o.Bucket, prefix: normalizePrefix(o.Prefix), timeout: cmp.Or(o.CallTimeout, defaultCallTimeout)}
	s.where = s3Location(o.Secure, o.Endpoint, o.Bucket, s.prefix)
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	exists, err := client.BucketExists(ctx, o.Bucket)
	if err != nil {
		return nil, fmt.Errorf("files: checking bucket %q at %s: %w", o.Bucket, o.Endpoint, err)
	}
	if !exists {
		return nil, fmt.Errorf("files: bucket %q does not exist at %s; create it first", o.Bucket, o.Endpoint)
	}
	return s, nil
}

// String says where files go, for the start-up banner.
func (s *S3) String() string { return s.where }

// unavailable is the answer to a call the store did not serve (it timed
// out, refused the connection or failed): the subscriber is told, in
// their language, that files are unavailable for a moment (a 450 the app
// shows, not a 500), and the cause is kept for the log.
func unavailable(op, key string, err error) error {
	return &portal.Error{Code: portal.CodeBadRequest, Msg: portal.Msg(portal.MsgFilesUnavailable),
		Err: fmt.Errorf("files: s3 %s %q: %w: %w", op, key, portal.ErrFileStoreUnavailable, err)}
}

// Check asks the store whether the bucket answers, within the context's
// time and at most the call timeout (the server's /readyz).
func (s *S3) Check(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	if _, err := s.client.BucketExists(ctx, s.bucket); err != nil {
		return unavailable("check", s.bucket, err)
	}
	return nil
}

// Put stores data under key, replacing the object that was there.
func (s *S3) Put(ctx context.Context, key string, data []byte, contentType string) error {
	contentType, err := checkPut(key, contentType)
	if err != nil {
		return err
	}
	options := minio.PutObjectOptions{
		ContentType: contentType,
		// On plain http minio-go v7.4.1 signs the body in chunks, and for an
		// empty body it sends them with no Content-Length, which S3 refuses
		// (MissingContentLength). An empty body has nothing to sign.
		DisableContentSha256: len(data) == 0,
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	_, err = s.client.PutObject(ctx, s.bucket, s.prefix+key, bytes.NewReader(data), int64(len(data)), options)
	if err != nil {
		return unavailable("put", key, err)
	}
	return nil
}

// Open returns the object under key; its body is read as the caller reads,
// within the call timeout (counted from Open) until it is closed.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, portal.FileInfo, error) {
	if err := checkKey(key); err != nil {
		return nil, portal.FileInfo{}, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	// Core's GetObject sends the GET now and answers the data with the type
	// and size of that same version; Client's would send a HEAD first and
	// could describe another version than the one it then reads.
	body, info, _, err := minio.Core{Client: s.client}.GetObject(ctx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
		cancel()
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, portal.ErrFileNotFound)
	}
	if err != nil {
		cancel()
		return nil, portal.FileInfo{}, unavailable("open", key, err)
	}
	return &s3Body{ReadCloser: body, cancel: cancel, key: key},
		portal.FileInfo{Size: info.Size, ContentType: info.ContentType, ModTime: info.LastModified}, nil
}

// s3Body is an object's body: a read that fails (the store stopped
// sending, the call timed out) says the store is unavailable, and closing
// it ends the call.
type s3Body struct {
	io.ReadCloser
	cancel context.CancelFunc
	key    string
}

func (b *s3Body) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && err != io.EOF {
		err = unavailable("read", b.key, err)
	}
	return n, err
}

func (b *s3Body) Close() error {
	defer b.cancel()
	return b.ReadCloser.Close()
}

// Delete removes the object under key; a missing object is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	err := s.client.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{})
	if err != nil && minio.ToErrorResponse(err).Code != minio.NoSuchKey {
		return unavailable("delete", key, err)
	}
	return nil
}

// normalizePrefix makes "myaccount", "/myaccount/" and "myaccount/" the
// same folder-like prefix "myaccount/", and "" or "/" no prefix.
func normalizePrefix(prefix string) string {
	prefix = strings.Trim(prefix, "/")
	if prefix == "" {
		return ""
	}
	return prefix + "/"
}

// s3Location names the store as "s3 https://host/bucket/prefix/"; it never
// includes the credentials.
func s3Location(secure bool, endpoint, bucket, prefix string) string {
	scheme := "http"
	if secure {
		scheme = "https"
	}
	where := "s3 " + scheme + "://" + endpoint + "/" + bucket
	if prefix != "" {
		where += "/" + prefix
	}
	return where
}
