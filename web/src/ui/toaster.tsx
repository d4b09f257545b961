import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store';

/**
 * How far from the top of the screen a toast shows: just below the app's top bar (marked
 * data-toasts-below) while it is in view, so it never covers the bar's controls.
 */
function toastTop(): number {
  let top = 0;
  for (const bar of document.querySelectorAll('[data-toasts-below]'))
    top = Math.max(top, bar.getBoundingClientRect().bottom);
  return top;
}

/**
 * Renders the current toast and removes it when its time is up. It shows at the top of the screen
 * (index.css): at the bottom it covered a phone's tab bar and the button a form ends with.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);
  const region = useRef<HTMLDivElement>(null);

  // Measured when a toast appears, before it is painted.
  useLayoutEffect(() => {
    if (toast) region.current?.style.setProperty('--toast-top', `${Math.round(toastTop())}px`);
  }, [toast]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className="toast-region" ref={region}>
      {toast && (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}`}
          // Failures interrupt the screen reader; confirmations wait their turn.
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
        >
          <div className="toast-body">
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
            {toast.action && (
              <button
                type="button"
                className="button button-secondary toast-action"
                onClick={() => {
                  toast.action?.onClick();
                  dismiss();
                }}
              >
                {toast.action.label}
              </button>
            )}
          </div>
          <button type="button" className="toast-close" onClick={dismiss} aria-label={t('close')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
