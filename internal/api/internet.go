package api

import (
	"encoding/json"
	"errors"
	"math"
	"net/netip"
	"regexp"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"myaccount/internal/httpx"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
	"myaccount/internal/store"
)

// internetRoutes are the rest of the internet area (docs/internet-api.md):
// wifisettings, ratingsurvey, cleardisruptiveticket, ipaddr_autoregister,
// wifidevicealias, cpefastpull, cpegraphs.
func (a *API) internetRoutes() map[routeKey]Handler {
	return map[routeKey]Handler{
		{"GET", "user.{}/wifisettings"}:           a.wifiSettings,
		{"POST", "user.{}/wifisettings.{}"}:       a.saveWifiSettings,
		{"GET", "user.{}/ratingsurvey"}:           a.ratingSurvey,
		{"POST", "user.{}/ratingsurvey"}:          a.rate,
		{"POST", "user.{}/cleardisruptiveticket"}: a.clearDisruptiveTicket,
		{"POST", "user.{}/ipaddr_autoregister"}:   a.ipAutoRegister,
		{"POST", "user.{}/wifidevicealias"}:       a.wifiDeviceAlias,
		{"GET", "user.{}/cpefastpull.{}"}:         a.cpeFastPull,
		{"POST", "user.{}/cpegraphs"}:             a.cpeGraphs,
	}
}

// privateAddr reports whether a caller's address is on a home or provider
// network: RFC 1918, loopback, link-local, and the 100.64/10 shared space
// fixed-wireless networks use (decisions: whatismyipaddress).
func privateAddr(ip netip.Addr) bool {
	return ip.IsPrivate() || ip.IsLoopback() || ip.IsLinkLocalUnicast() || cgnat.Contains(ip)
}

// sameAccountChild checks that the target's second id names the account of
// the first (wifisettings.{id}, cpefastpull.{id}); anything else answers
// like a missing item.
func sameAccountChild(r *Request) error {
	if len(r.Target) < 2 {
		return portal.ErrNotFound
	}
	id, ok := r.Target[1].Num()
	if !ok || id != r.Account {
		return portal.ErrNotFound
	}
	return nil
}

// requireService answers 434 unless the account has the service.
func (a *API) requireService(r *Request, router bool) error {
	f, err := a.cfg.Store.ServiceFlags(r.Context(), r.Account)
	if err != nil {
		return err
	}
	switch {
	case router && !f.HasRouter:
		return portal.Errorf(portal.CodeNoService, "This account has no router we can read.")
	case !router && !f.HasWiFi:
		return portal.Errorf(portal.CodeNoService, "This account has no Wi-Fi service.")
	}
	return nil
}

// --- Wi-Fi settings ---

type wifiSettingsObject struct {
	ContactID     int64  `json:"contactid"`
	WifiEnabled   bool   `json:"wifi_enabled"`
	WifiSSID      string `json:"wifi_ssid"`
	WifiPassword  string `json:"wifi_password"`
	GuestEnabled  bool   `json:"guest_enabled"`
	GuestSSID     string `json:"guest_ssid"`
	GuestPassword string `json:"guest_password"`
}

// storedWifi reads the settings; an account with Wi-Fi but nothing stored
// yet has empty settings (the first save must fill the main network in).
func (a *API) storedWifi(r *Request) (store.WifiSettings, error) {
	w, err := a.cfg.Store.WifiSettings(r.Context(), r.Account)
	if errors.Is(err, portal.ErrNoRows) {
		return store.WifiSettings{AccountID: r.Account}, nil
	}
	return w, err
}

func (a *API) wifiSettings(r *Request) (*Response, error) {
	if err := a.requireService(r, false); err != nil {
		return nil, err
	}
	w, err := a.storedWifi(r)
	if err != nil {
		return nil, err
	}
	d := schema.WifiSettings()
	return &Response{Object: wifiSettingsObject{r.Account, w.WifiEnabled, w.WifiSSID, w.WifiPassword,
		w.GuestEnabled, w.GuestSSID, w.GuestPassword}, Name: "wifisettings", PK: "contactid", Schema: &d}, nil
}

// saveWifiSettings validates the edited fields with the served descriptor
// (edit mode, against the stored settings), then checks that the guest
// network's name differs from the main one. Nothing here logs the body:
// passwords must never reach the logs.
func (a *API) saveWifiSettings(r *Request) (*Response, error) {
	if err := sameAccountChild(r); err != nil {
		return nil, err
	}
	if err := a.requireService(r, false); err != nil {
		return nil, err
	}
	w, err := a.storedWifi(r)
	if err != nil {
		return nil, err
	}
	d := schema.WifiSettings()
	res, err := schema.Validate(d, r.Body, schema.Options{Edit: true, Original: map[string]any{
		"contactid": r.Account, "wifi_enabled": w.WifiEnabled, "wifi_ssid": w.WifiSSID, "wifi_password": w.WifiPassword,
		"guest_enabled": w.GuestEnabled, "guest_ssid": w.GuestSSID, "guest_password": w.GuestPassword}})
	if err != nil {
		if !res.Valid() {
			return nil, portal.Errorf(portal.CodeBadRequest, "%s", res.Message())
		}
		return nil, err
	}
	for name, v := range res.Values {
		s, _ := v.(string)
		b, _ := v.(bool)
		switch name {
		case "wifi_enabled":
			w.WifiEnabled = b
		case "wifi_ssid":
			w.WifiSSID = s
		case "wifi_password":
			w.WifiPassword = s
		case "guest_enabled":
			w.GuestEnabled = b
		case "guest_ssid":
			w.GuestSSID = s
		case "guest_password":
			w.GuestPassword = s
		}
	}
	if w.GuestEnabled && strings.EqualFold(w.GuestSSID, w.WifiSSID) {
		return nil, portal.Errorf(portal.CodeBadRequest, "The guest network name must be different from the main network name.")
	}
	if err := a.cfg.Store.PutWifiSettings(r.Context(), w); err != nil {
		return nil, err
	}
	return done("Your Wi-Fi settings were saved. Your devices may need to reconnect."), nil
}

// --- rating survey ---

// RatingInterval is how long an answer (or a decline) keeps the survey away.
const RatingInterval = 180 * 24 * time.Hour

type ratingObject struct {
	Rate        int    `json:"rate"`
	RateOptions string `json:"rate_options"`
	Comment     string `json:"comment"`
}

type ratingSurveyObject struct {
	GetRating bool          `json:"getrating"`
	Rating    *ratingObject `json:"rating"`
}

func (a *API) ratingSurvey(r *Request) (*Response, error) {
	last, err := a.cfg.Store.LatestRating(r.Context(), r.Account)
	out := ratingSurveyObject{GetRating: true}
	switch {
	case errors.Is(err, portal.ErrNoRows):
	case err != nil:
		return nil, err
	default:
		out.Rating = &ratingObject{last.Rate, last.Options, last.Comment}
		out.GetRating = a.cfg.Now().Sub(last.At) >= RatingInterval
	}
	d := schema.RatingSurvey()
	return &Response{Object: out, Name: "ratingsurvey", Schema: &d}, nil
}

// rate stores an answer: rate 1–10 with optional reasons and comment, or -1
// (declined) with neither.
func (a *API) rate(r *Request) (*Response, error) {
	// rate and comment go through the descriptor; rate_options is a list of
	// option values joined by spaces and is checked value by value below.
	fields := make(map[string]any, len(r.Body))
	for k, v := range r.Body {
		if k != "rate_options" {
			fields[k] = v
		}
	}
	res, err := schema.Validate(schema.RatingSurvey(), fields, schema.Options{})
	if err != nil {
		if !res.Valid() {
			return nil, portal.Errorf(portal.CodeBadRequest, "%s", res.Message())
		}
		return nil, err
	}
	score, ok := res.Values["rate"].(int64)
	if !ok {
		return nil, portal.Errorf(portal.CodeBadRequest, "Choose a score from 1 to 10.")
	}
	comment, _ := res.Values["comment"].(string)
	comment = strings.TrimSpace(comment)
	var options []string
	switch v := r.Body["rate_options"].(type) {
	case nil:
	case string:
		options = strings.Fields(v)
	default:
		return nil, portal.Errorf(portal.CodeBadRequest, "Please choose the reasons from the list.")
	}
	seen := map[string]bool{}
	for _, o := range options {
		if !ratingOption(o) {
			return nil, portal.Errorf(portal.CodeBadRequest, "Please choose the reasons from the list.")
		}
		if seen[o] {
			return nil, portal.Errorf(portal.CodeBadRequest, "Each reason can be chosen only once.")
		}
		seen[o] = true
	}
	if score == store.RatingDeclined && (len(options) > 0 || comment != "") {
		return nil, portal.Errorf(portal.CodeBadRequest, "A declined survey cannot have reasons or a comment.")
	}
	if err := a.cfg.Store.AddRating(r.Context(), store.Rating{AccountID: r.Account, IdentityID: r.Session.IdentityID,
		Rate: int(score), Options: strings.Join(options, " "), Comment: comment}); err != nil {
		return nil, err
	}
	if score == store.RatingDeclined {
		return done("We won't ask you again for a while."), nil
	}
	return done("Thank you for taking the time to rate us!"), nil
}

func ratingOption(v string) bool {
	for _, o := range schema.RatingOptions {
		if o.Value == v {
			return true
		}
	}
	return false
}

// --- account warning actions ---

// signatureChars are what a typed name may contain besides letters and
// spaces.
const signatureChars = ".'-,&"

// normalizeSignature collapses every run of white space to one space and
// writes the typographic apostrophe as a plain one.
func normalizeSignature(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "’", "'")), " ")
}

// nameWords splits a name into lower-case words, treating spaces and the
// separators ".,&" as breaks (apostrophes and hyphens stay inside words:
// O'Brien, Smith-Jones).
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(normalizeSignature(s)), func(r rune) bool {
		return unicode.IsSpace(r) || r == '.' || r == ',' || r == '&'
	})
}

// signatureNames reports whether the signature contains the holder's name as
// whole words in order ("Andrew Okafor" does not name "Drew Okafor").
func signatureNames(signature, holder string) bool {
	sig, name := nameWords(signature), nameWords(holder)
	if len(name) == 0 {
		return false
	}
	for i := 0; i+len(name) <= len(sig); i++ {
		match := true
		for j := range name {
			if sig[i+j] != name[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// clearDisruptiveTicket clears the account's open clearable disruptive
// ticket with a signature that names the account holder.
func (a *API) clearDisruptiveTicket(r *Request) (*Response, error) {
	ctx := r.Context()
	acc, err := a.cfg.Store.AccountByID(ctx, r.Account)
	if err != nil {
		return nil, err
	}
	holderMsg := "Please sign with the account holder's name, " + acc.Name + ", and your own name if you are not the holder."
	raw, isString := r.Body["signature"].(string)
	if _, sent := r.Body["signature"]; sent && !isString {
		return nil, portal.Errorf(portal.CodeBadRequest, "%s", holderMsg)
	}
	sig := normalizeSignature(raw)
	if sig == "" {
		return nil, portal.Errorf(portal.CodeBadRequest, "%s", holderMsg)
	}
	if n := utf8.RuneCountInString(sig); n < 2 || n > 200 {
		return nil, portal.Errorf(portal.CodeBadRequest, "Your signature must be 2 to 200 characters long.")
	}
	for _, c := range sig {
		if !unicode.IsLetter(c) && !unicode.IsMark(c) && c != ' ' && !strings.ContainsRune(signatureChars, c) {
			return nil, portal.Errorf(portal.CodeBadRequest, "Your signature may contain only letters, spaces and the characters . ' - , &")
		}
	}
	if !signatureNames(sig, acc.Name) {
		return nil, portal.Errorf(portal.CodeBadRequest, "%s", holderMsg)
	}
	if _, err := a.cfg.Store.ClearDisruptiveTicket(ctx, r.Account, r.Session.IdentityID, sig); err != nil {
		if errors.Is(err, store.ErrNoOpenWarning) {
			return nil, portal.Errorf(portal.CodeBadRequest, "There is no service notice to clear on this account.")
		}
		return nil, err
	}
	return done("Thank you. The notice was cleared."), nil
}

// ipAutoRegister registers the caller's connection with the account's
// router and clears the notregistered warning, for a caller at home (a
// private address) whose login has this one account only.
func (a *API) ipAutoRegister(r *Request) (*Response, error) {
	ctx := r.Context()
	ip := httpx.ClientIP(r.HTTP)
	if !ip.IsValid() || !privateAddr(ip) {
		return nil, portal.Errorf(portal.CodeBadRequest, "Automatic registration works only from a device connected to your home network.")
	}
	links, err := a.cfg.Store.AccountLinks(ctx, r.Session.IdentityID)
	if err != nil {
		return nil, err
	}
	if len(links) != 1 {
		return nil, portal.Errorf(portal.CodeBadRequest, "Automatic registration is not available when you manage more than one account. Please register your device manually.")
	}
	if err := a.cfg.Store.AutoRegisterIP(ctx, r.Account, r.Session.IdentityID, ip.String()); err != nil {
		if errors.Is(err, store.ErrNoOpenWarning) {
			return nil, portal.Errorf(portal.CodeBadRequest, "There is no unregistered device on this account.")
		}
		return nil, err
	}
	return done("Your connection is registered. Full access may take a minute to start."), nil
}

// --- Wi-Fi devices ---

// AliasMax is the longest device name (characters).
const AliasMax = 32

func (a *API) wifiDeviceAlias(r *Request) (*Response, error) {
	if err := a.requireService(r, false); err != nil {
		return nil, err
	}
	mac, _ := r.Body["mac"].(string)
	if !portal.ValidHW(mac) {
		return nil, portal.Errorf(portal.CodeBadRequest, "The device address is not valid. It must be six pairs of hexadecimal digits separated by colons.")
	}
	var alias string
	switch v := r.Body["alias"].(type) {
	case string:
		alias = strings.TrimSpace(v)
	case nil:
		if _, sent := r.Body["alias"]; !sent {
			return nil, portal.Errorf(portal.CodeBadRequest, "Please send the device's new name (empty to remove it).")
		}
	default:
		return nil, portal.Errorf(portal.CodeBadRequest, "Please send the device's new name (empty to remove it).")
	}
	if utf8.RuneCountInString(alias) > AliasMax {
		return nil, portal.Errorf(portal.CodeBadRequest, "The device name can be at most 32 characters long.")
	}
	for _, c := range alias {
		if !unicode.IsPrint(c) {
			return nil, portal.Errorf(portal.CodeBadRequest, "The device name can contain only letters, digits, spaces and symbols.")
		}
	}
	if err := a.cfg.Store.SetWifiDeviceAlias(r.Context(), r.Account, strings.ToLower(mac), alias); err != nil {
		if errors.Is(err, portal.ErrNoRows) {
			return nil, portal.Errorf(portal.CodeBadRequest, "That device was not found.")
		}
		return nil, err
	}
	if alias == "" {
		return done("The device name was removed."), nil
	}
	return done("The device is now called " + alias + "."), nil
}

// --- router (CPE) traffic ---

// CPEStale is how old the newest counter sample may be before cpefastpull
// says the router is not reporting.
const CPEStale = 2 * time.Minute

// cpeHistory is the longest history cpegraphs answers, and cpeBucket the
// step of its WAN series.
const (
	cpeHistory = 86400 * time.Second
	cpeBucket  = 5 * time.Minute
)

type cpeCounters struct {
	Interface string `json:"interface"`
	RxBytes   int64  `json:"rx_bytes"`
	TxBytes   int64  `json:"tx_bytes"`
	Timestamp int64  `json:"timestamp"`
}

func (a *API) cpeFastPull(r *Request) (*Response, error) {
	if err := sameAccountChild(r); err != nil {
		return nil, err
	}
	if err := a.requireService(r, true); err != nil {
		return nil, err
	}
	c, err := a.cfg.Store.LatestCPESample(r.Context(), r.Account)
	if errors.Is(err, portal.ErrNoRows) || (err == nil && a.cfg.Now().Sub(c.At) > CPEStale) {
		return nil, portal.Errorf(portal.CodeUnreachable, "Your router has not reported in the last 2 minutes. Please check that it is on and connected.")
	}
	if err != nil {
		return nil, err
	}
	return &Response{Object: cpeCounters{"ether1", c.RxBytes, c.TxBytes, c.At.UnixMilli()}, Name: "cpefastpull"}, nil
}

type cpeSeries struct {
	Metric string       `json:"metric"`
	Data   [][2]float64 `json:"data"`
}

var wifiMetric = regexp.MustCompile(`^wifi\.((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\.if_octets\.(rx|tx)$`)

// cpeGraphs answers a rate series in bytes per second: the WAN from the
// router's counter samples in 5-minute steps, a Wi-Fi device from its
// hourly traffic. rx is traffic towards the home (download), tx away from it.
func (a *API) cpeGraphs(r *Request) (*Response, error) {
	metric, _ := r.Body["metric"].(string)
	// WAN history comes from the router; a Wi-Fi device's from the hourly
	// device traffic every Wi-Fi account has (Traffic Monitor card 1 is for
	// everyone, decisions §8).
	wan := metric == "eth.wan.if_octets.rx" || metric == "eth.wan.if_octets.tx"
	if err := a.requireService(r, wan); err != nil {
		return nil, err
	}
	fromSec, ok := r.Body["from"].(json.Number)
	if !ok {
		return nil, portal.Errorf(portal.CodeBadRequest, "The chart period is not valid.")
	}
	f, err := fromSec.Float64()
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f > 1e12 || f < -1e12 {
		return nil, portal.Errorf(portal.CodeBadRequest, "The chart period is not valid.")
	}
	now := a.cfg.Now()
	from := time.Unix(int64(math.Floor(f)), 0)
	if from.After(now) {
		return nil, portal.Errorf(portal.CodeBadRequest, "The chart period is not valid.")
	}
	if earliest := now.Add(-cpeHistory); from.Before(earliest) {
		from = earliest
	}
	var data [][2]float64
	switch {
	case wan:
		data, err = a.wanSeries(r, from, now, strings.HasSuffix(metric, ".rx"))
	case wifiMetric.MatchString(metric):
		m := wifiMetric.FindStringSubmatch(metric)
		data, err = a.wifiSeries(r, m[1], from, now, m[2] == "rx")
	default:
		return nil, portal.Errorf(portal.CodeBadRequest, "That chart is not available.")
	}
	if err != nil {
		return nil, err
	}
	if data == nil {
		data = [][2]float64{}
	}
	return &Response{Object: cpeSeries{metric, data}, Name: "cpegraphs"}, nil
}

// wanSeries keeps the first sample of every 5-minute bucket (the router may
// report more often) and answers, for each kept sample read at or after
// from, the average rate since the kept sample before it. An interval whose
// counter went down (the router restarted) is skipped.
func (a *API) wanSeries(r *Request, from, now time.Time, rx bool) ([][2]float64, error) {
	samples, err := a.cfg.Store.CPESamples(r.Context(), r.Account, from.Add(-time.Hour), now)
	if err != nil {
		return nil, err
	}
	var kept []store.CPESample
	lastBucket := int64(math.MinInt64)
	for _, c := range samples {
		b := c.At.UnixMilli() / cpeBucket.Milliseconds()
		if b != lastBucket {
			kept = append(kept, c)
			lastBucket = b
		}
	}
	var out [][2]float64
	for i := 1; i < len(kept); i++ {
		prev, cur := kept[i-1], kept[i]
		if cur.At.Before(from) {
			continue
		}
		dt := cur.At.Sub(prev.At).Seconds()
		delta := cur.TxBytes - prev.TxBytes
		if rx {
			delta = cur.RxBytes - prev.RxBytes
		}
		if dt <= 0 || delta < 0 {
			continue
		}
		out = append(out, [2]float64{round2(float64(delta) / dt), float64(cur.At.Unix())})
	}
	return out, nil
}

// wifiSeries answers one point per hour whose end is after from, zero for
// hours without traffic; the current hour is averaged over its elapsed part.
func (a *API) wifiSeries(r *Request, mac string, from, now time.Time, rx bool) ([][2]float64, error) {
	ctx := r.Context()
	known, err := a.cfg.Store.WifiDeviceKnown(ctx, r.Account, mac)
	if err != nil {
		return nil, err
	}
	if !known {
		return nil, portal.Errorf(portal.CodeBadRequest, "That device was not found.")
	}
	first := from.Truncate(time.Hour)
	hours, err := a.cfg.Store.WifiDeviceHours(ctx, r.Account, mac, first)
	if err != nil {
		return nil, err
	}
	bytes := make(map[int64]int64, len(hours))
	for _, h := range hours {
		v := h.UpBytes
		if rx {
			v = h.DownByte
		}
		bytes[h.Start.Unix()] += v
	}
	var out [][2]float64
	for h := first; !h.After(now); h = h.Add(time.Hour) {
		end := h.Add(time.Hour)
		if !end.After(from) {
			continue
		}
		span := time.Hour
		if end.After(now) {
			end = now
			span = max(now.Sub(h), time.Minute)
		}
		out = append(out, [2]float64{round2(float64(bytes[h.Unix()]) / span.Seconds()), float64(end.Unix())})
	}
	return out, nil
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// done is the answer to a write that went through: success true (the app
// reads the flag, NET-028) and a message for the subscriber.
func done(message string) *Response {
	return &Response{Message: message, Extra: map[string]any{"success": true}}
}
