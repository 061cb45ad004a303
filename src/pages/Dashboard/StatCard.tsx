import { Avatar, Box, Card, CardActionArea, CardActions, Link, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { makeFormatters } from '../../../lib/format';
import { touchLink } from '../../theme';
import { useApiQuery } from '../../useApiQuery';
import { CardLoadError } from './CardLoadError';
import type { StatCardDefinition } from './statCards';

/** One dashboard total, fetched from the API; a skeleton while it loads. */
export const StatCard = ({ card }: { card: StatCardDefinition }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError, refetch } = useApiQuery<unknown>(card.apiPath);
  const Icon = card.icon;

  const figure = () => {
    if (isPending) return <Skeleton width={80} aria-label={translate('app.topbar.loading')} />;
    // The figure of an earlier answer is not shown as current; the message and Retry are below the card's link.
    if (isError) return '–';
    const amount = makeFormatters(locale).number(card.value(data));
    return card.format ? translate(card.format, { amount }) : amount;
  };

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={card.to} sx={{ flexGrow: 1, p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
              {translate(card.title)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
              {figure()}
            </Typography>
          </Box>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
            <Icon aria-hidden />
          </Avatar>
        </Box>
      </CardActionArea>
      {isError && (
        <Box sx={{ px: 2.5, pb: card.extraLink ? 0 : 2 }}>
          <CardLoadError onRetry={() => void refetch()} />
        </Box>
      )}
      {card.Details && !isPending && !isError && (
        <Box sx={{ px: 2.5, pb: card.extraLink ? 0 : 2 }}>
          <card.Details reply={data} />
        </Box>
      )}
      {card.extraLink && (
        <CardActions sx={{ px: 2.5, pt: 0 }}>
          <Link component={RouterLink} to={card.extraLink.to} variant="body2" sx={touchLink()}>
            {translate(card.extraLink.label)}
          </Link>
        </CardActions>
      )}
    </Card>
  );
};
