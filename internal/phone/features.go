package phone

import (
	"context"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// service finds the package whose voice features have this service id.
func (s *Service) service(ctx context.Context, account, service int64) (portal.PhonePackage, error) {
	pkgs, err := s.Packages(ctx, account)
	if err != nil {
		return portal.PhonePackage{}, err
	}
	for _, p := range pkgs {
		if p.ServiceID == service {
			return p, nil
		}
	}
	return portal.PhonePackage{}, portal.ErrNotFound
}

// Features reads a package's voice features. The voicemail password never
// leaves: it reads as PasswordMask once set, "" before.
func (s *Service) Features(ctx context.Context, account, service int64) (portal.VoiceFeatures, error) {
	if _, err := s.service(ctx, account, service); err != nil {
		return portal.VoiceFeatures{}, err
	}
	f, err := s.store.VoiceFeatures(ctx, service)
	if err != nil {
		return portal.VoiceFeatures{}, err
	}
	f.VoicemailPassword = masked(f.VoicemailPassword)
	return f, nil
}

func masked(password string) string {
	if password == "" {
		return ""
	}
	return PasswordMask
}

// featureFields are voice features as the form's fields.
func featureFields(f portal.VoiceFeatures) map[string]any {
	return map[string]any{
		"billingpackageserviceid": f.ServiceID,
		"cf_unavailableenabled":   f.UnavailableEnabled, "cf_unavailablenumber": f.UnavailableNumber,
		"vm_timeout": int64(f.RingTimeout), "vm_enable": f.VoicemailEnabled, "vm_password": masked(f.VoicemailPassword),
		"vm_sendemail": f.VoicemailSendEmail, "vm_email": f.VoicemailEmail, "vm_emailattachfile": f.VoicemailAttachFile,
		"cf_noanswerenabled": f.NoAnswerEnabled, "cf_noanswernumber": f.NoAnswerNumber,
		"cf_enabled": f.ForwardAllEnabled, "cf_number": f.ForwardAllNumber,
		"cf_busyenabled": f.BusyEnabled, "cf_busynumber": f.BusyNumber,
	}
}

// SaveFeatures validates the changed fields with the served descriptor (edit
// mode against the stored features, the password as its mask, so a form
// that sends the mask back leaves the password alone) and stores them.
// Nothing here logs the fields.
func (s *Service) SaveFeatures(ctx context.Context, account, service int64, fields map[string]any) (portal.Message, error) {
	if _, err := s.service(ctx, account, service); err != nil {
		return portal.Message{}, err
	}
	f, err := s.store.VoiceFeatures(ctx, service)
	if err != nil {
		return portal.Message{}, err
	}
	if fields["vm_password"] == PasswordMask {
		// The form sent the mask it read back: the password stays.
		fields = withoutKey(fields, "vm_password")
	}
	res, err := schema.Validate(schema.VoiceFeatures(i18n.English), fields, schema.Options{Edit: true, Original: featureFields(f)})
	if err != nil {
		return portal.Message{}, schema.Refusal(res, err)
	}
	for name, v := range res.Values {
		str, _ := v.(string)
		on, _ := v.(bool)
		switch name {
		case "cf_unavailableenabled":
			f.UnavailableEnabled = on
		case "cf_unavailablenumber":
			f.UnavailableNumber = str
		case "vm_timeout":
			n, _ := v.(int64)
			f.RingTimeout = int(n)
		case "vm_enable":
			f.VoicemailEnabled = on
		case "vm_password":
			f.VoicemailPassword = str
		case "vm_sendemail":
			f.VoicemailSendEmail = on
		case "vm_email":
			f.VoicemailEmail = str
		case "vm_emailattachfile":
			f.VoicemailAttachFile = on
		case "cf_noanswerenabled":
			f.NoAnswerEnabled = on
		case "cf_noanswernumber":
			f.NoAnswerNumber = str
		case "cf_enabled":
			f.ForwardAllEnabled = on
		case "cf_number":
			f.ForwardAllNumber = str
		case "cf_busyenabled":
			f.BusyEnabled = on
		case "cf_busynumber":
			f.BusyNumber = str
		}
	}
	if err := s.store.PutVoiceFeatures(ctx, f); err != nil {
		return portal.Message{}, err
	}
	return portal.Msg(portal.MsgPhoneSettingsSaved), nil
}

// withoutKey is a copy of m without key.
func withoutKey(m map[string]any, key string) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		if k != key {
			out[k] = v
		}
	}
	return out
}
