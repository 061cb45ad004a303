import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { labsContract } from '../../contracts/labs';
import { LabLogo } from './LabLogo';
import { LabStatusBadge } from './LabStatusBadge';
import type { Lab } from './types';

type Field = (typeof labsContract.view.show)[number];

/**
 * Logo, name and the lab's details as label/value pairs (SPEC §2 lab overview and profile): the contract's
 * `view.show` fields, or some of them (`fields`); `children` (e.g. the sign-in lock) below them, inside the card.
 */
export const LabDetailsCard = ({
  lab,
  fields = labsContract.view.show,
  children,
}: {
  lab: Lab;
  fields?: readonly Field[];
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <LabLogo record={lab} size={72} />
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h2">
              {lab.name}
            </Typography>
            <LabStatusBadge record={lab} />
          </Stack>
        </Stack>
        {/* One grid for every pair: the values start at one edge whatever each label's length and language. */}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
          }}
        >
          {fields.map(field => (
            <Fragment key={field}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: { sm: 170 } }}>
                {translate(`resources.labs.fields.${field}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {lab[field] || '—'}
              </Typography>
            </Fragment>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
};
