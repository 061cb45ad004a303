import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';

import { COUNTDOWN_TARGET, type TimeLeft, timeLeft } from './timeLeft';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

const useTimeLeft = (target: Date): TimeLeft => {
  const [left, setLeft] = useState(() => timeLeft(target, new Date()));
  useEffect(() => {
    if (left.done) return;
    const timer = setInterval(() => setLeft(timeLeft(target, new Date())), 1000);
    return () => clearInterval(timer);
  }, [target, left.done]);
  return left;
};

/** Public under-construction page with a countdown to 2022/11/1 (SPEC §2 Other). */
export const ComingSoonPage = () => {
  const translate = useTranslate();
  const left = useTimeLeft(COUNTDOWN_TARGET);
  const navigate = useNavigate();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 720 }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
          {translate('app.coming_soon.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {translate('app.coming_soon.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {translate('app.coming_soon.text')}
        </Typography>
        {left.done ? (
          <Typography variant="h5" component="p" color="success.main" role="status">
            {translate('app.coming_soon.done')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }} role="timer">
            {units.map(unit => (
              <Card key={unit} sx={{ minWidth: 110 }}>
                <CardContent>
                  <Typography variant="h4" component="p" color="primary">
                    {left[unit]}
                  </Typography>
                  <Typography color="text.secondary">{translate(`app.coming_soon.${unit}`)}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
        {/* Back where the user came from (the app's home when the page was opened directly). */}
        <Button
          component={Link}
          to="/"
          startIcon={<ArrowBackIcon />}
          sx={{ mt: 4 }}
          onClick={event => {
            if (window.history.length > 1) {
              event.preventDefault();
              void navigate(-1);
            }
          }}
        >
          {translate('app.coming_soon.back')}
        </Button>
      </Box>
    </Box>
  );
};

ComingSoonPage.path = '/pages-comingsoon';
