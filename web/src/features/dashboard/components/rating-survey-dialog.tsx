import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useFirstVisitTurn, usePageThere } from '../../../lib/ui/first-visit-queue';
import { useRatingSurvey, type RateOption, type RatingAnswer } from '../api/rating-survey';

// The survey's form (stars, options, comment) is loaded when the survey is to be shown: most
// visits never see it, so it is not part of the dashboard's first load.
const RatingSurveyModal = lazyNamed(() => import('./rating-survey-form'), 'RatingSurveyModal');

/** Stars of the score (NET-023, NET-024, decisions §1): 1 to 10, nothing chosen at first. */
export const RATING_STARS = 10;

/**
 * The body posted for a score (NET-028): the chosen option keys space-joined in the schema's
 * order, without repeats or unknown keys; the comment trimmed.
 */
export function ratingBody(rate: number, chosen: Iterable<string>, options: RateOption[], comment: string): RatingAnswer {
  const picked = new Set(chosen);
  return {
    rate,
    rate_options: options
      .filter((o) => picked.has(o.value))
      .map((o) => o.value)
      .join(' '),
    comment: comment.trim(),
  };
}

/** The decline (NET-029): exactly {rate: -1, rate_options: ''}. */
export const DECLINE: RatingAnswer = { rate: -1, rate_options: '' };

/**
 * The rating survey modal (NET-011, NET-021…032): shown when the survey read says getrating.
 * A score of 1–10 stars is needed for Submit; the options and a multiline comment appear once a
 * score is chosen. "I don't want to answer" posts the decline. It closes after either, with the
 * thanks or the failure message.
 */
export function RatingSurveyDialog({ userId }: { userId: number }) {
  // Read once the dashboard's cards are drawn: the survey waits for them anyway (first-visit-queue.ts).
  const survey = useRatingSurvey(userId, usePageThere());
  const [closed, setClosed] = useState(false);
  const wanted = !closed && survey.data?.getrating === true;
  // In the first-visit queue after the forwarding promo; the tips wait while the survey loads.
  const myTurn = useFirstVisitTurn('ratingSurvey', wanted ? 'ready' : !closed && survey.isPending ? 'pending' : 'none');
  if (!wanted || !myTurn) return null;
  return (
    <Suspense fallback={null}>
      <RatingSurveyModal
        userId={userId}
        options={survey.data?.options ?? []}
        optionsLabel={survey.data?.optionsLabel ?? ''}
        onClose={() => setClosed(true)}
      />
    </Suspense>
  );
}
