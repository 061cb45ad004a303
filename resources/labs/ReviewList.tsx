import { Box, CircularProgress, Divider, Rating, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useGetManyReference, useLocale, useTranslate } from 'react-admin';

import { ReviewReplyForm } from './ReviewReplyForm';
import type { LabReview } from './types';

/**
 * The lab's reviews with its replies (SPEC §2). Empty: 'No Reviews Found' / 'This service has no reviews yet'.
 * `canReply` adds a reply box under each review (the lab user's own profile).
 */
export const ReviewList = ({ email, canReply = false }: { email: string; canReply?: boolean }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const { data, isPending, refetch } = useGetManyReference<LabReview>('reviews', {
        target: 'lab',
        id: email,
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
    if (!data?.length) {
        return (
            <Box sx={{ textAlign: 'center', py: 3 }}>
                <Typography variant="h6">{translate('resources.labs.overview.no_reviews')}</Typography>
                <Typography color="text.secondary">{translate('resources.labs.overview.no_reviews_text')}</Typography>
            </Box>
        );
    }
    return (
        <Stack divider={<Divider flexItem />} spacing={2} data-testid="review-list">
            {data.map(review => (
                <Fragment key={review.id}>
                    <Box component="article" aria-label={review.name}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography sx={{ fontWeight: 600 }}>{review.name}</Typography>
                            {typeof review.rating === 'number' && (
                                <Rating value={review.rating} readOnly size="small" aria-label={translate('resources.labs.overview.rating', { rating: review.rating })} />
                            )}
                            {review.created_at && (
                                <Typography variant="caption" color="text.secondary">
                                    {new Date(review.created_at).toLocaleDateString(locale)}
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
                        {canReply && <ReviewReplyForm review={review} onReplied={() => void refetch()} />}
                    </Box>
                </Fragment>
            ))}
        </Stack>
    );
};
