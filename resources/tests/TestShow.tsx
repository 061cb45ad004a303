import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';

import type { Test } from './types';

const formatPkr = (value: number) => value.toLocaleString('en-PK');

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1.5 }}>
        <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {children}
        </Typography>
    </Box>
);

/** `/TestOverview/:id` (SPEC §2 Tests): every field of one test, the price range in PKR. */
export const TestShow = () => {
    const { id } = useParams<'id'>();
    const translate = useTranslate();
    const { data: test, isPending, error } = useGetOne<Test>('tests', { id: Number(id) }, { enabled: id != null, retry: false });
    const field = (name: string) => translate(`resources.tests.fields.${name}`);

    return (
        <Box sx={{ maxWidth: 900 }}>
            <Title title="resources.tests.show.title" />
            <Button component={Link} to="/testslist" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
                {translate('resources.tests.show.back')}
            </Button>
            {isPending ? (
                <Loading />
            ) : error || !test ? (
                <Typography role="alert" color="error">
                    {translate('resources.tests.show.not_found')}
                </Typography>
            ) : (
                <Card>
                    <CardContent>
                        <Typography variant="h5" component="h2" gutterBottom>
                            {test.Title}
                        </Typography>
                        <Typography variant="h6" component="p" color="primary" gutterBottom>
                            {translate('resources.tests.show.price_range', {
                                lower: formatPkr(test.LowerPriceLimit),
                                upper: formatPkr(test.UpperPriceLimit),
                            })}
                        </Typography>
                        <Divider />
                        <Box component="dl" sx={{ m: 0 }}>
                            <Row label={field('Description')}>{test.Description}</Row>
                            <Row label={field('PreConditions')}>{test.PreConditions}</Row>
                            <Row label={field('LowerPriceLimit')}>PKR {formatPkr(test.LowerPriceLimit)}</Row>
                            <Row label={field('UpperPriceLimit')}>PKR {formatPkr(test.UpperPriceLimit)}</Row>
                            <Row label={field('AvgDuration')}>{test.AvgDuration}</Row>
                        </Box>
                    </CardContent>
                </Card>
            )}
        </Box>
    );
};
