// Text size on this device (issue 31): Normal, Large, Larger, Largest (twice the normal); takes effect at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTextSize, saveTextSize, TEXT_SIZES, type TextSize } from '../../lib/text-size';
import { SelectField } from '../../ui/select-field';

export function TextSizeField() {
  const { t } = useTranslation('settings');
  const [size, setSize] = useState<TextSize>(readTextSize);
  return (
    <SelectField
      label={t('textSize.label')}
      hint={t('textSize.hint')}
      value={size}
      options={TEXT_SIZES.map((value) => ({ value, label: t(`textSize.${value}`) }))}
      onChange={(event) => {
        const next = event.target.value as TextSize;
        setSize(next);
        saveTextSize(next);
      }}
    />
  );
}
