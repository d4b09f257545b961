// What a route shows when it fails (issue 22), never a blank page or the framework's own error.
// A screen whose code cannot be fetched (first visit, or the connection went before the app was
// installed) says so in the learner's language and offers to try again.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** The messages browsers give when a lazy chunk cannot be loaded. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Failed to fetch|Loading chunk|error loading/i;

export const isChunkLoadFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const missing = isChunkLoadFailure(error);
  return (
    <main className="page page-center">
      <Card title={missing ? t('routeError.missingTitle') : t('routeError.title')} level={1}>
        <p role="alert">{missing ? t('routeError.missingText') : t('routeError.text')}</p>
        <Button block onClick={() => window.location.reload()}>
          {t('routeError.tryAgain')}
        </Button>
      </Card>
    </main>
  );
}

interface BoundaryProps {
  /** A new address clears the failure, so Back or a link leaves the error screen. */
  pathname: string;
  children: ReactNode;
}
type BoundaryState = { failure: { error: unknown } | null; pathname: string };

/** Shows RouteError in place of the screens when one fails to draw or its code fails to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failure: null, pathname: props.pathname };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}
