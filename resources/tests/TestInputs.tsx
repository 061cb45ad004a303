import { Box } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';

import { DescriptionInput } from './DescriptionInput';

/** The inputs shared by the create page and the edit dialog (SPEC §5 "Create and edit test"). */
export const TestInputs = () => (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <TextInput source="Title" helperText={false} />
        <DescriptionInput />
        <TextInput source="PreConditions" multiline helperText={false} />
        <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
            <NumberInput source="LowerPriceLimit" min={0} step={1} helperText={false} />
            <NumberInput source="UpperPriceLimit" min={0} step={1} helperText={false} />
        </Box>
        <TextInput source="AvgDuration" helperText={false} />
    </Box>
);
