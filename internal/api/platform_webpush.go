package api

// Alerts on a device (issue 32, item 1): the login's browsers that allow
// Service status pushes. The subscriptions are the login's, so they hang
// off me.1 (authorize has checked it).

// webPushKey answers the VAPID public key the browser subscribes with:
// {publickey} ("" when push is off).
func (a *API) webPushKey(r *Request) (*Response, error) {
	return &Response{Object: map[string]any{"publickey": a.svc.WebPush.PublicKey()}, Name: "webpush"}, nil
}

// webPushSubscribe keeps the browser's subscription:
// {endpoint, keys: {p256dh, auth}} as PushSubscription.toJSON() gives it.
func (a *API) webPushSubscribe(r *Request) (*Response, error) {
	msg, err := a.svc.WebPush.Subscribe(r.Context(), r.Session.IdentityID, r.Lang.Tag(), r.Body)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}

// webPushRemove forgets the browser's subscription: {endpoint}.
func (a *API) webPushRemove(r *Request) (*Response, error) {
	msg, err := a.svc.WebPush.Unsubscribe(r.Context(), r.Session.IdentityID, r.Body)
	if err != nil {
		return nil, err
	}
	return done(msg), nil
}
