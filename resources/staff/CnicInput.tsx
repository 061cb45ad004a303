import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

import { maskCnic } from '../../contracts/rules';

/** CNIC with the SPEC §5 mask: dashes after the 5th and 13th characters, at most 15 (35202-1234567-1). */
export const CnicInput = (props: Partial<TextInputProps>) => {
    const translate = useTranslate();
    return (
        <TextInput
            source="CNIC"
            parse={(value: string) => maskCnic(value ?? '')}
            placeholder={translate('resources.staff.register.cnic_hint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoComplete="off"
            helperText={false}
            {...props}
        />
    );
};
