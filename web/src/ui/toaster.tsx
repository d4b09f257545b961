import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-store';

/** Renders the current toast and removes it when its time is up. */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useToastStore((s) => s.toast);
  const dismiss = useToastStore((s) => s.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(dismiss, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <div className="toast-region">
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
