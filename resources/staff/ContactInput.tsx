import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

import { maskContact } from '../../contracts/rules';

/** Contact number with the SPEC §5 mask: a dash after the 4th character, at most 12 characters (0300-1234567). */
export const ContactInput = (props: Partial<TextInputProps>) => {
    const translate = useTranslate();
    return (
        <TextInput
            source="contact_number"
            parse={(value: string) => maskContact(value ?? '')}
            placeholder={translate('resources.staff.register.contact_hint')}
            type="tel"
            autoComplete="tel"
            helperText={false}
            {...props}
        />
    );
};
