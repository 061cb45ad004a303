import { Box, Divider, Rating, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';

import { useFormatters } from '../../lib/format';
import { LabReferences } from './LabShow';
import { ReviewReplyForm } from './ReviewReplyForm';
import type { LabReview } from './types';

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
  const format = useFormatters();
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
          <Box component="article" aria-label={review.name}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
              {typeof review.rating === 'number' && (
                <Rating
                  value={review.rating}
                  readOnly
                  size="small"
                  aria-label={translate('resources.labs.overview.rating', { rating: review.rating })}
                />
              )}
              {review.created_at && (
                <Typography variant="caption" color="text.secondary">
                  {format.date(review.created_at)}
                </Typography>
              )}
            </Stack>
            <Typography sx={{ mt: 0.5 }}>{review.Review}</Typography>
            {review.Reply && (
              <Box sx={{ mt: 1, ml: 2, pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.labs.overview.lab_reply')}
                </Typography>
                <Typography variant="body2">{review.Reply}</Typography>
              </Box>
            )}
            {onReplied && <ReviewReplyForm review={review} onReplied={onReplied} />}
          </Box>
        </Fragment>
      ))}
    </Stack>
  );
};
