package platform

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"net/url"
	"strings"

	"myaccount/internal/portal"
)

// WebPushService is the API's side of the alerts on a device (issue 32):
// the VAPID public key the browser subscribes with, and the login's
// subscriptions, checked before they are kept.
type WebPushService struct {
	store portal.PushStore
	key   string
	local bool
}

// NewWebPush builds the service: publicKey is the installation's VAPID
// public key ("" turns push off); local allows http://127.0.0.1 endpoints
// (demo and test mode: the tests' stand-in push service).
func NewWebPush(st portal.PushStore, publicKey string, local bool) *WebPushService {
	return &WebPushService{store: st, key: publicKey, local: local}
}

var _ portal.WebPush = (*WebPushService)(nil)

// PublicKey is the VAPID public key ("" when push is off).
func (s *WebPushService) PublicKey() string { return s.key }

// maxEndpoint bounds an endpoint's length (the push services' are a few
// hundred characters).
const maxEndpoint = 1024

// endpoint checks a push service's URL: https with a host (http only to
// 127.0.0.1 in demo and test mode), no user part, no fragment.
func (s *WebPushService) endpoint(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if raw == "" || len(raw) > maxEndpoint || err != nil || u.Host == "" || u.User != nil || u.Fragment != "" || u.Opaque != "" {
		return "", portal.Fail(portal.CodeBadRequest, portal.MsgPushBadEndpoint)
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && s.local && u.Hostname() == "127.0.0.1":
	default:
		return "", portal.Fail(portal.CodeBadRequest, portal.MsgPushBadEndpoint)
	}
	return u.String(), nil
}

// decodeKey reads a base64url key (padded or not, as browsers give it).
func decodeKey(v any) ([]byte, bool) {
	s, ok := v.(string)
	if !ok || s == "" || len(s) > 200 {
		return nil, false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	return b, err == nil
}

// Subscribe records {endpoint, keys: {p256dh, auth}} for the login: p256dh
// a 65-byte uncompressed P-256 point, auth 16 bytes.
func (s *WebPushService) Subscribe(ctx context.Context, identity int64, lang string, fields map[string]any) (portal.Message, error) {
	if s.key == "" {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgPushOff)
	}
	ep, _ := fields["endpoint"].(string)
	endpoint, err := s.endpoint(ep)
	if err != nil {
		return portal.Message{}, err
	}
	keys, _ := fields["keys"].(map[string]any)
	p256dh, ok1 := decodeKey(keys["p256dh"])
	auth, ok2 := decodeKey(keys["auth"])
	if !ok1 || !ok2 || len(p256dh) != 65 || p256dh[0] != 4 || len(auth) != 16 {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgPushBadKeys)
	}
	if _, err := ecdh.P256().NewPublicKey(p256dh); err != nil {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgPushBadKeys)
	}
	if lang != "fr" {
		lang = "en"
	}
	err = s.store.PutPushSubscription(ctx, portal.PushSubscription{Identity: identity, Endpoint: endpoint,
		P256dh: base64.RawURLEncoding.EncodeToString(p256dh), Auth: base64.RawURLEncoding.EncodeToString(auth), Language: lang})
	if err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgPushSubscribed), nil
}

// Unsubscribe removes the login's subscription {endpoint}; an endpoint
// the login does not have answers the same (another login's is not
// touched).
func (s *WebPushService) Unsubscribe(ctx context.Context, identity int64, fields map[string]any) (portal.Message, error) {
	ep, _ := fields["endpoint"].(string)
	ep = strings.TrimSpace(ep)
	if ep == "" || len(ep) > maxEndpoint {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgPushBadEndpoint)
	}
	if u, err := url.Parse(ep); err == nil {
		ep = u.String()
	}
	if err := s.store.DeletePushSubscription(ctx, identity, ep); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgPushRemoved), nil
}
