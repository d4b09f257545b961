// What the change and reset password forms share around their requests: busy while one runs, its
// failure told the spec's two ways (the server's message, or "try again later" when it could not be
// reached), and the form's end, that failure above a submit button that says when it is busy.
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { failureText } from './failure-text';

/** The texts for a request that failed: the server said no (`failed`), or could not be reached. */
interface FailureTexts {
  failed: string;
  networkError: string;
}

export function usePasswordRequest() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<void>, texts: FailureTexts) => {
    setBusy(true);
    setError('');
    try {
      await request();
    } catch (caught) {
      setError(failureText(caught, texts.failed, texts.networkError));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

interface RequestSubmitProps {
  request: Pick<ReturnType<typeof usePasswordRequest>, 'error' | 'busy'>;
  /** Everything the request needs has been filled in. */
  ready: boolean;
  label: string;
  busyLabel: string;
}

export function RequestSubmit({ request, ready, label, busyLabel }: RequestSubmitProps) {
  const { error, busy } = request;
  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" block disabled={busy || !ready}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
