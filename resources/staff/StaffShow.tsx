import type { ReactNode } from 'react';
import { Avatar, Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';

import { DateField } from '../common/fields';
import { Link, useParams } from 'react-router-dom';

import type { Staff } from './types';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1.5 }}>
        <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
            {children}
        </Typography>
    </Box>
);

/** `/staffdetails/:id` (SPEC §2 Staff): one staff member, by email or numeric id (the API accepts both). */
export const StaffShow = () => {
    const { id } = useParams<'id'>();
    const translate = useTranslate();
    const { data: member, isPending, error } = useGetOne<Staff>('staff', { id: id! }, { enabled: id != null, retry: false });
    const field = (name: string) => translate(`resources.staff.fields.${name}`);

    return (
        <Box sx={{ maxWidth: 800 }}>
            <Title title="resources.staff.show.title" />
            <Button component={Link} to="/stafflist" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
                {translate('resources.staff.show.back')}
            </Button>
            {isPending ? (
                <Loading />
            ) : error || !member ? (
                <Typography role="alert" color="error">
                    {translate('resources.staff.show.not_found')}
                </Typography>
            ) : (
                <RecordContextProvider value={member}>
                    <Card>
                        <CardContent>
                            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
                                <Avatar sx={{ bgcolor: 'primary.main' }}>{member.name.charAt(0).toUpperCase()}</Avatar>
                                <Typography variant="h5" component="h2">
                                    {member.name}
                                </Typography>
                            </Box>
                            <Divider />
                            <Box component="dl" sx={{ m: 0 }}>
                                <Row label={field('email')}>{member.email}</Row>
                                <Row label={field('contact_number')}>{member.contact_number}</Row>
                                <Row label={field('CNIC')}>{member.CNIC}</Row>
                                <Row label={field('date_joined')}>
                                    <DateField source="date_joined" component="span" />
                                </Row>
                            </Box>
                        </CardContent>
                    </Card>
                </RecordContextProvider>
            )}
        </Box>
    );
};
