package internet

import (
	"context"
	"strings"
	"time"

	"myaccount/internal/i18n"
	"myaccount/internal/portal"
	"myaccount/internal/schema"
)

// RatingInterval is how long an answer (or a decline) keeps the survey away.
const RatingInterval = 180 * 24 * time.Hour

// SurveyService is the rating survey.
type SurveyService struct {
	store portal.SurveyStore
	clock portal.Clock
}

// NewSurvey builds the survey.
func NewSurvey(st portal.SurveyStore, c portal.Clock) *SurveyService { return &SurveyService{st, c} }

var _ portal.Survey = (*SurveyService)(nil)

// State asks for a rating unless the account answered (or declined) within
// RatingInterval.
func (s *SurveyService) State(ctx context.Context, account int64) (portal.SurveyState, error) {
	last, err := s.store.LatestRating(ctx, account)
	switch {
	case isNoRows(err):
		return portal.SurveyState{Ask: true}, nil
	case err != nil:
		return portal.SurveyState{}, err
	}
	return portal.SurveyState{Ask: s.clock.Time().Sub(last.At) >= RatingInterval, Last: &last}, nil
}

// Rate stores an answer: rate 1–10 with optional reasons and comment, or -1
// (declined) with neither.
func (s *SurveyService) Rate(ctx context.Context, account, identity int64, answer map[string]any) (portal.Message, error) {
	// rate and comment go through the descriptor; rate_options is a list of
	// option values joined by spaces and is checked value by value below.
	fields := make(map[string]any, len(answer))
	for k, v := range answer {
		if k != "rate_options" {
			fields[k] = v
		}
	}
	res, err := schema.Validate(schema.RatingSurvey(i18n.English), fields, schema.Options{})
	if err != nil {
		return portal.Message{}, schema.Refusal(res, err)
	}
	score, ok := res.Values["rate"].(int64)
	if !ok {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgRatingChooseScore)
	}
	comment, _ := res.Values["comment"].(string)
	comment = strings.TrimSpace(comment)
	var options []string
	switch v := answer["rate_options"].(type) {
	case nil:
	case string:
		options = strings.Fields(v)
	default:
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgRatingChooseReasons)
	}
	seen := map[string]bool{}
	for _, o := range options {
		if !ratingOption(o) {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgRatingChooseReasons)
		}
		if seen[o] {
			return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgRatingReasonTwice)
		}
		seen[o] = true
	}
	if score == portal.RatingDeclined && (len(options) > 0 || comment != "") {
		return portal.Message{}, portal.Fail(portal.CodeBadRequest, portal.MsgRatingDeclinedExtras)
	}
	if err := s.store.AddRating(ctx, portal.Rating{AccountID: account, IdentityID: identity,
		Rate: int(score), Options: strings.Join(options, " "), Comment: comment}); err != nil {
		return portal.Message{}, err
	}
	if score == portal.RatingDeclined {
		return portal.Msg(portal.MsgRatingDeclined), nil
	}
	return portal.Msg(portal.MsgRatingThanks), nil
}

func ratingOption(v string) bool {
	for _, o := range schema.RatingOptions {
		if o.Value == v {
			return true
		}
	}
	return false
}
