package schema

import (
	"myaccount/internal/i18n"
	"myaccount/internal/portal"
)

// RatingOptions are the reasons a subscriber can tick in the rating survey:
// rate_options carries their values joined by single spaces.
var RatingOptions = []Option{
	{Value: "speed", LabelKey: portal.MsgRatingSpeed},
	{Value: "reliability", LabelKey: portal.MsgRatingReliability},
	{Value: "wifi", LabelKey: portal.MsgRatingWifi},
	{Value: "price", LabelKey: portal.MsgRatingPrice},
	{Value: "support", LabelKey: portal.MsgRatingSupport},
	{Value: "billing", LabelKey: portal.MsgRatingBilling},
	{Value: "installation", LabelKey: portal.MsgRatingInstallation},
}

// RatingCommentMax is the longest comment the survey stores (characters).
const RatingCommentMax = 2000

var ratingSurvey = perLanguage(func(lang i18n.Lang) Descriptor {
	return Descriptor{
		Props: []Prop{
			{Name: "rate", Type: TypeInput, ExpectedType: ExpectInteger, LabelKey: portal.MsgFieldScore,
				Regex: `-1|[1-9]|10`, ErrorKey: portal.MsgRatingChooseScore, Required: true},
			{Name: "rate_options", Type: TypeSelect, ExpectedType: ExpectString, LabelKey: portal.MsgFieldRateOptions,
				DropdownOptions: append([]Option(nil), RatingOptions...)},
			{Name: "comment", Type: TypeInput, ExpectedType: ExpectString, LabelKey: portal.MsgFieldComment,
				MaxLength: RatingCommentMax, ErrorKey: portal.MsgRatingCommentTooLong, Multiline: true},
		},
	}
})

// RatingSurvey is the descriptor of user.{id}/ratingsurvey in a language.
// The app reads the options of rate_options from it. rate_options is sent
// as several option values joined by spaces, which a single-value select
// cannot check, so the survey validates it option by option against
// RatingOptions; rate and comment are checked with this descriptor.
func RatingSurvey(lang i18n.Lang) Descriptor { return ratingSurvey(lang) }
