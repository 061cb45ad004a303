import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled card of the overview and profile pages. */
export const SectionCard = ({ title, children, id }: { title: string; children: ReactNode; id?: string }) => {
  const translate = useTranslate();
  const headingId = `${id ?? title.replace(/\W+/g, '-')}-heading`;
  return (
    <Card id={id} component="section" aria-labelledby={headingId} sx={{ height: '100%', scrollMarginTop: 80 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
