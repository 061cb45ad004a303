import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { DetailShow } from '../common/DetailShow';
import { TEST_PATHS } from './paths';
import type { Test } from './types';

const formatPkr = (value: number) => value.toLocaleString('en-PK');

/** `/TestOverview/:id` (SPEC §2 Tests): every field of one test, the price range in PKR. */
export const TestShow = () => {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  return (
    <DetailShow<Test>
      resource="tests"
      id={Number(id)}
      listPath={TEST_PATHS.list}
      maxWidth={900}
      heading={test => (
        <>
          <Typography variant="h5" component="h2" gutterBottom>
            {test.Title}
          </Typography>
          <Typography variant="h6" component="p" color="primary" gutterBottom>
            {translate('resources.tests.show.price_range', {
              lower: formatPkr(test.LowerPriceLimit),
              upper: formatPkr(test.UpperPriceLimit),
            })}
          </Typography>
        </>
      )}
      rows={[
        { field: 'Description', render: test => test.Description },
        { field: 'PreConditions', render: test => test.PreConditions },
        { field: 'LowerPriceLimit', render: test => `PKR ${formatPkr(test.LowerPriceLimit)}` },
        { field: 'UpperPriceLimit', render: test => `PKR ${formatPkr(test.UpperPriceLimit)}` },
        { field: 'AvgDuration', render: test => test.AvgDuration },
      ]}
    />
  );
};
