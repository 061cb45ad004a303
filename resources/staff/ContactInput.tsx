import { useTranslate } from 'react-admin';

import { MaskedInput, type MaskedInputProps } from '../common/MaskedInput';
import { phoneMask } from '../common/mask';

/**
 * Contact number with the SPEC §5 mask: optional +92 / 0092 / 92 / 0, then 3XX-XXXXXXX (0300-1234567,
 * +92300-1234567). Used by staff register/edit and the lab profile.
 */
export const ContactInput = (props: Partial<Omit<MaskedInputProps, 'mask'>>) => {
    const translate = useTranslate();
    return (
        <MaskedInput
            mask={phoneMask}
            source="contact_number"
            placeholder={translate('resources.staff.register.contact_hint')}
            type="tel"
            autoComplete="tel"
            helperText={false}
            {...props}
        />
    );
};
