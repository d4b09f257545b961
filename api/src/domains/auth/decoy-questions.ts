// Reset questions for a name without an account: three of the real choices, picked by an HMAC of
// the lower-cased name with the session secret, so the same name always shows the same questions
// (asking twice reveals nothing) and nobody without the secret can tell decoys from real ones.
import { createHmac } from 'node:crypto';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';

export function decoyQuestions(username: string, secret: string) {
  const digest = createHmac('sha256', secret).update(`reset-decoy:${username.trim().toLowerCase()}`).digest();
  const pick = (set: number) => {
    const choices = SECURITY_QUESTION_CHOICES[set]!;
    return choices[digest.readUInt32BE(set * 4) % choices.length]!;
  };
  return { question1: pick(0), question2: pick(1), question3: pick(2) };
}
