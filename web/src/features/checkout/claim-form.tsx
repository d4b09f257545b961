// What the transfer forms (Zelle, bank) share: sending the claim, and under the fields the reason it
// failed and the submit button. The server refuses a method an admin switched off with its own text.
import type { ClaimDto } from '@civics/sync-protocol';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { createClaim, type ClaimInput } from './checkout-api';
import { methodOffText } from './method-off';

/** Sends a claim; `failedText` is shown when it fails for another reason than a switched-off method. */
export function useSendClaim(onClaimed: (claim: ClaimDto) => void, failedText: string) {
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (input: ClaimInput) => {
    setFailed(null);
    setBusy(true);
    try {
      onClaimed(await createClaim(input));
    } catch (error) {
      setFailed(methodOffText(error) ?? failedText);
    } finally {
      setBusy(false);
    }
  };
  return { failed, busy, send };
}

export function ClaimFormEnd({ failed, busy, label }: { failed: string | null; busy: boolean; label: string }) {
  return (
    <>
      {failed && <Notice tone="error">{failed}</Notice>}
      <Button type="submit" block disabled={busy}>
        {label}
      </Button>
    </>
  );
}
