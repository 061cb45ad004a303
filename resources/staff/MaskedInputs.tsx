import { useTranslate } from 'react-admin';

import { type Mask, phoneMask } from '../common/mask';
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
 * +92300-1234567). The lab profile's (the staff forms ask for it from the contract: `askedAs`).
 */
export const ContactInput = maskedInput(phoneMask, 'contact_number', 'contact_hint', {
  type: 'tel',
  autoComplete: 'tel',
});
