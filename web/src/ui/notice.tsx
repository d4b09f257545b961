import type { ReactNode } from 'react';

type NoticeTone = 'info' | 'error' | 'success';

/** An inline message inside a form or card. Errors are announced as soon as they appear. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
