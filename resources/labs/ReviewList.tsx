import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';

import { reviewsContract } from '../../contracts/feedbacks';
import { useFieldText } from '../generic/fieldOf';
import { LabReferences } from './LabShow';
import { ReviewReplyForm } from './ReviewReplyForm';
import type { LabReview } from './types';

type ReviewField = (typeof reviewsContract.view.show)[number];

/**
 * A review's places → the reviews contract's `view.show` fields (contracts/feedbacks.ts): who wrote it, its stars and
 * its day on one line, its text below, the lab's reply under it. Each is drawn by its kind (`useFieldText`), the rating
 * as stars.
 */
const { BY, RATING, DAY, TEXT, REPLY } = {
  BY: 'name',
  RATING: 'rating',
  DAY: 'created_at',
  TEXT: 'Review',
  REPLY: 'Reply',
} as const satisfies Record<string, ReviewField>;

/**
 * The lab's reviews with its replies (SPEC §2). Empty: 'No Reviews Found' / 'This service has no reviews yet'.
 * `canReply` adds a reply box under each review (the lab user's own profile).
 */
export const ReviewList = ({ email, canReply = false }: { email: string; canReply?: boolean }) => (
  <LabReferences<LabReview> resource="reviews" email={email} newestFirstBy="created_at">
    {(reviews, reload) => <Reviews reviews={reviews} onReplied={canReply ? reload : undefined} />}
  </LabReferences>
);

/** The reviews; `onReplied` (the lab user's own profile) adds a reply box under each and reloads after a reply. */
const Reviews = ({ reviews, onReplied }: { reviews: LabReview[]; onReplied?: () => void }) => {
  const translate = useTranslate();
  const text = useFieldText(reviewsContract);
  if (!reviews.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography variant="h6">{translate('resources.labs.overview.no_reviews')}</Typography>
        <Typography color="text.secondary">{translate('resources.labs.overview.no_reviews_text')}</Typography>
      </Box>
    );
  }
  return (
    <Stack divider={<Divider flexItem />} spacing={2} data-testid="review-list">
      {reviews.map(review => (
        <Fragment key={review.id}>
          <Box component="article" aria-label={text(review, BY)}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{text(review, BY)}</Typography>
              {typeof review[RATING] === 'number' && (
                <Rating
                  value={review[RATING]}
                  readOnly
                  size="small"
                  aria-label={translate('resources.labs.overview.rating', { rating: text(review, RATING) })}
                />
              )}
              {text(review, DAY) && (
                <Typography variant="caption" color="text.secondary">
                  {text(review, DAY)}
                </Typography>
              )}
            </Stack>
            <Typography sx={{ mt: 0.5 }}>{text(review, TEXT)}</Typography>
            {text(review, REPLY) && (
              <Box sx={{ mt: 1, ml: 2, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.labs.overview.lab_reply')}
                </Typography>
                <Typography variant="body2">{text(review, REPLY)}</Typography>
              </Box>
            )}
            {onReplied && <ReviewReplyForm review={review} onReplied={onReplied} />}
          </Box>
        </Fragment>
      ))}
    </Stack>
  );
};
