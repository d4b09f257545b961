import { useId, type InputHTMLAttributes } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={['checkbox-field', className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" {...props} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
