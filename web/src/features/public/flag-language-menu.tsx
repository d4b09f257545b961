// The introduction's language dropdown (spec part 2 §2): the seven interface languages, each with its
// flag beside its name written in itself. A native <select> cannot show an image in its options, so
// this is a disclosure: a button that opens a list of buttons; Escape or a choice closes it.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { INTERFACE_LANGUAGES, NATIVE_NAMES, type InterfaceLanguage } from '../../i18n/languages';
import { Flag } from './flags';

interface Props {
  label: string;
  value: InterfaceLanguage;
  onChange: (language: InterfaceLanguage) => void;
}

export function FlagLanguageMenu({ label, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A tap outside closes it, as a dropdown does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (language: InterfaceLanguage) => {
    setOpen(false);
    onChange(language);
    toggle.current?.focus();
  };

  return (
    <div
      className="flag-menu"
      ref={root}
      onKeyDown={(event) => {
        // Escape closes the list here; it must not also leave the page (the public pages' Escape).
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <span id={labelId} className="field-label">
        {label}
      </span>
      <button
        ref={toggle}
        type="button"
        className="field-input flag-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${listId}-current`}
        onClick={() => setOpen((was) => !was)}
      >
        <Flag code={value} />
        <span id={`${listId}-current`} lang={value}>
          {NATIVE_NAMES[value]}
        </span>
        <ChevronDown aria-hidden="true" size={18} className="flag-menu-chevron" />
      </button>
      <ul id={listId} className="flag-menu-list" hidden={!open} aria-labelledby={labelId}>
        {INTERFACE_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="flag-menu-item"
              lang={code}
              aria-current={code === value ? 'true' : undefined}
              onClick={() => choose(code)}
            >
              <Flag code={code} />
              {NATIVE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
