package schema

import "sync"

// RatingOptions are the reasons a subscriber can tick in the rating survey:
// rate_options carries their values joined by single spaces.
var RatingOptions = []Option{
	{Value: "speed", Label: "Internet speed"},
	{Value: "reliability", Label: "Reliable connection"},
	{Value: "wifi", Label: "Wi-Fi coverage"},
	{Value: "price", Label: "Price and value"},
	{Value: "support", Label: "Customer support"},
	{Value: "billing", Label: "Billing and payments"},
	{Value: "installation", Label: "Installation"},
}

// RatingCommentMax is the longest comment the survey stores (characters).
const RatingCommentMax = 2000

var ratingSurvey = sync.OnceValue(func() Descriptor {
	return MustBuild(Descriptor{
		Props: []Prop{
			{Name: "rate", Type: TypeInput, ExpectedType: ExpectInteger, Label: "Score",
				Regex: `-1|[1-9]|10`, ErrorMessage: "Choose a score from 1 to 10.", Required: true},
			{Name: "rate_options", Type: TypeSelect, ExpectedType: ExpectString, Label: "What matters most to you",
				DropdownOptions: append([]Option(nil), RatingOptions...)},
			{Name: "comment", Type: TypeInput, ExpectedType: ExpectString, Label: "Comment",
				MaxLength: RatingCommentMax, ErrorMessage: "Please keep your comment under 2,000 characters."},
		},
	})
})

// RatingSurvey is the descriptor of user.{id}/ratingsurvey. The app reads
// the options of rate_options from it. rate_options is sent as several
// option values joined by spaces, which a single-value select cannot check,
// so the API validates it option by option against RatingOptions; rate and
// comment are checked with this descriptor.
//
// Each call returns its own copy of the props slice.
func RatingSurvey() Descriptor {
	d := ratingSurvey()
	d.Props = append([]Prop(nil), d.Props...)
	return d
}
