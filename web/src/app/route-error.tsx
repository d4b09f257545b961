// What a route shows when it fails (issue 22), never the framework's "Unexpected Application Error!".
// A screen whose code cannot be fetched (first visit, or the connection went before the app was
// installed) says so in the learner's language and offers to try again.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** The messages browsers give when a lazy chunk cannot be loaded. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Failed to fetch|Loading chunk|error loading/i;

export const isChunkLoadFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
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
