import { ErrorMappingMessages as Messages } from '@shared/api/error-mapping-messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ActionButton } from '../../components/ui/light-controls';

/**
 * The error boundary of the routes. A chunk that fails to load usually means a
 * newer version was deployed while the tab was open: reloading fetches it.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="kk-page-message" role="alert">
      <div className="kk-stack">
        <h2 className="amplify-heading amplify-heading--3">{Messages.horriblyWrong}</h2>
        <p className="amplify-text amplify-text--secondary">Reloading the page usually fixes this.</p>
        <ActionButton variation="primary" onClick={() => window.location.reload()}>
          Reload
        </ActionButton>
      </div>
    </main>
  );
}
