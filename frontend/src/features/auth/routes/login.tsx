import { domainFromHost } from '@shared/identity/login-rules';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, safeReturnUrl } from '../../../lib/return-url';
import { rememberedLogin } from '../../../lib/token-storage';
import { LoginForm } from '../components/login-form';

// Only a few users ever open it: it loads on demand, off the login route's budget.
const ForgotPasswordModal = lazy(() =>
  import('../components/forgot-password-modal').then((module) => ({ default: module.ForgotPasswordModal })),
);

export const handle = { title: 'Login' };

/**
 * The login page (spec platform §2 'Login screen'). After login it goes to the
 * page the user was sent away from (the guard put it in `returnUrl`), else home.
 */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const hostDomain = domainFromHost(window.location.hostname);
  const returnUrl = search.get('returnUrl');

  return (
    <main className="kk-login">
      <div className="amplify-card amplify-card--elevated kk-login__card kk-stack kk-stack--large">
        <div>
          <h1 className="amplify-heading amplify-heading--2">Karkhana</h1>
          <p className="amplify-text amplify-text--secondary">
            {hostDomain ? `Log in to ${hostDomain}` : 'Log in to your workshop'}
          </p>
        </div>
        <LoginForm
          hostDomain={hostDomain}
          onForgotPassword={() => setForgotOpen(true)}
          onSuccess={() => void navigate(safeReturnUrl(returnUrl) ?? HOME_PATH, { replace: true })}
        />
      </div>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal
            open
            onClose={() => setForgotOpen(false)}
            hostDomain={hostDomain}
            initialDomain={rememberedLogin().domain}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
