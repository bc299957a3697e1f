package files

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

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
}

const defaultRegion = "us-east-1"

// S3 keeps each file as one object of an S3-compatible bucket, named by the
// prefix and the key, with the content type as the object's Content-Type.
// A PUT replaces an object whole and a GET answers the data and its type
// together, so readers never see half a file; that is what lets several
// replicas share one store. S3 is safe for concurrent use.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string // "" or ends with "/"
	where  string // for String
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
	client, err := minio.New(o.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(o.AccessKey, o.SecretKey, ""),
		Secure: o.Secure,
		Region: cmp.Or(o.Region, defaultRegion),
	})
	if err != nil {
		return nil, fmt.Errorf("files: s3 endpoint %q: %w", o.Endpoint, err)
	}
	s := &S3{client: client, bucket: o.Bucket, prefix: normalizePrefix(o.Prefix)}
	s.where = s3Location(o.Secure, o.Endpoint, o.Bucket, s.prefix)
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
	_, err = s.client.PutObject(ctx, s.bucket, s.prefix+key, bytes.NewReader(data), int64(len(data)), options)
	if err != nil {
		return fmt.Errorf("files: put %q: %w", key, err)
	}
	return nil
}

// Open returns the object under key; its body is read as the caller reads.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, portal.FileInfo, error) {
	if err := checkKey(key); err != nil {
		return nil, portal.FileInfo{}, err
	}
	// Core's GetObject sends the GET now and answers the data with the type
	// and size of that same version; Client's would send a HEAD first and
	// could describe another version than the one it then reads.
	body, info, _, err := minio.Core{Client: s.client}.GetObject(ctx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if minio.ToErrorResponse(err).Code == minio.NoSuchKey {
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, portal.ErrFileNotFound)
	}
	if err != nil {
		return nil, portal.FileInfo{}, fmt.Errorf("files: open %q: %w", key, err)
	}
	return body, portal.FileInfo{Size: info.Size, ContentType: info.ContentType, ModTime: info.LastModified}, nil
}

// Delete removes the object under key; a missing object is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if err := checkKey(key); err != nil {
		return err
	}
	err := s.client.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{})
	if err != nil && minio.ToErrorResponse(err).Code != minio.NoSuchKey {
		return fmt.Errorf("files: delete %q: %w", key, err)
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
