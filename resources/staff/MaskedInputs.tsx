import { useTranslate } from 'react-admin';

import { cnicMask, type Mask, phoneMask } from '../common/mask';
import { MaskedInput, type MaskedInputProps } from '../common/MaskedInput';

type Props = Partial<Omit<MaskedInputProps, 'mask'>>;

/** A masked input of `source` whose placeholder is the example `resources.staff.register.<hint>`. */
const maskedInput = (mask: Mask, source: string, hint: string, defaults: Props) => {
  const Input = (props: Props) => {
    const translate = useTranslate();
    return (
      <MaskedInput
        mask={mask}
        source={source}
        placeholder={translate(`resources.staff.register.${hint}`)}
        helperText={false}
        {...defaults}
        {...props}
      />
    );
  };
  return Input;
};

/**
 * Contact number with the SPEC §5 mask: optional +92 / 0092 / 92 / 0, then 3XX-XXXXXXX (0300-1234567,
 * +92300-1234567). Used by staff register/edit and the lab profile.
 */
export const ContactInput = maskedInput(phoneMask, 'contact_number', 'contact_hint', {
  type: 'tel',
  autoComplete: 'tel',
});

/** CNIC with the SPEC §5 mask XXXXX-XXXXXXX-X (35202-1234567-1). */
export const CnicInput = maskedInput(cnicMask, 'CNIC', 'cnic_hint', {
  autoComplete: 'off',
  slotProps: { htmlInput: { inputMode: 'numeric' } },
});
