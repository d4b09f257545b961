// The "Say it" control on a study or review question card: one tap opens answering out loud (the
// microphone is asked for only at the next tap, on "Answer out loud"). The panel, the grader and its
// text load then, so none of it is on the start-up path.
import { Mic } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../i18n/load-namespaces';
import { Button } from './button';
import { Spinner } from './spinner';
import type { SayItPanelProps } from './spoken/say-it-panel';

const SayItPanel = lazy(async () => {
  const [module] = await Promise.all([import('./spoken/say-it-panel'), loadNamespaces('speak')]);
  return { default: module.SayItPanel };
});

export function SayIt(props: SayItPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open && !props.result) {
    return (
      <Button variant="secondary" className="say-it-button" onClick={() => setOpen(true)}>
        <Mic size={20} aria-hidden="true" /> {t('sayIt')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <SayItPanel {...props} />
    </Suspense>
  );
}
