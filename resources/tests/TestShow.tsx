import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { testsContract } from '../../contracts/tests';
import { useFormatters } from '../../lib/format';
import { DetailShow } from '../common/DetailShow';
import { detailRowsOf } from '../generic/contractParts';
import { TEST_PATHS } from './paths';
import type { Test } from './types';

/** `/TestOverview/:id` (SPEC §2 Tests): the price range in PKR, then the contract's `view.show` rows. */
export const TestShow = () => {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const { amount } = useFormatters();
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
              lower: amount(test.LowerPriceLimit),
              upper: amount(test.UpperPriceLimit),
            })}
          </Typography>
        </>
      )}
      rows={detailRowsOf(testsContract)}
    />
  );
};
