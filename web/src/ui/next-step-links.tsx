// The end of a screen that leads on: the next step as the main button, another way on under it.
import type { AppPath } from '../routes';
import { ButtonLink } from './button-link';

interface StepLink {
  to: AppPath;
  label: string;
}

export function NextStepLinks({ next, other }: { next: StepLink; other: StepLink }) {
  return (
    <>
      <ButtonLink to={next.to} block>
        {next.label}
      </ButtonLink>
      <ButtonLink to={other.to} variant="secondary" block>
        {other.label}
      </ButtonLink>
    </>
  );
}
