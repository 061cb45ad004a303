import { useTranslate } from 'react-admin';

import { MaskedInput, type MaskedInputProps } from '../common/MaskedInput';
import { cnicMask } from '../common/mask';

/** CNIC with the SPEC §5 mask XXXXX-XXXXXXX-X (35202-1234567-1). */
export const CnicInput = (props: Partial<Omit<MaskedInputProps, 'mask'>>) => {
    const translate = useTranslate();
    return (
        <MaskedInput
            mask={cnicMask}
            source="CNIC"
            placeholder={translate('resources.staff.register.cnic_hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoComplete="off"
            helperText={false}
            {...props}
        />
    );
};
