import { Alert, Loader } from '@aws-amplify/ui-react';
import { industryLabels } from '@shared/access/industry-labels';
import { Messages } from '@shared/api/messages';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { LeaveGuard } from '../../../components/unsaved-changes/leave-guard';
import { useOnline } from '../../../lib/connectivity';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { SideMenu } from '../components/side-menu';
import { SettingsUpdatedPrompt } from '../components/settings-updated-prompt';
import { useBranchTheme } from '../utils/use-branch-theme';

const WIDE = '(min-width: 992px)';
const isWide = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Spec platform §4 'Update and connectivity': say so when the network goes and comes back. */
function useConnectivityNotices(online: boolean): void {
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success(Messages.online);
    else toast.warning(Messages.offline);
  }, [online]);
}

/**
 * The logged-in area (spec platform §2 'Root shell'): header, split pane with the
 * side menu, footer, page spinner. Offline, the split pane is hidden behind a
 * warning so nobody works on a page that cannot save; it stays mounted, so
 * nothing typed is lost.
 */
export function Component() {
  const online = useOnline();
  const session = useSession();
  const title = usePageTitle(industryLabels(session.Entity.Config.Industry));
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(isWide);
  const { pathname } = useLocation();
  useConnectivityNotices(online);
  // On a narrow screen the menu lies over the page: arriving anywhere (a header link, a save) closes it.
  useEffect(() => {
    if (!isWide()) setMenuOpen(false);
  }, [pathname]);
  useBranchTheme(useSession().Entity.Settings.UITheme.AppeVariant);

  return (
    <div className="kk-shell">
      <Header title={title} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {navigation.state === 'loading' ? (
        <div className="kk-page-spinner" role="progressbar" aria-label="Loading page">
          <Loader variation="linear" />
        </div>
      ) : null}
      {/* Hidden, not unmounted: an open form keeps its unsaved edits until the network is back. */}
      <div className="kk-split" hidden={!online}>
        <SideMenu open={menuOpen} onNavigate={() => !isWide() && setMenuOpen(false)} />
        <main className="kk-content">
          <Outlet />
        </main>
      </div>
      {online ? null : (
        <main className="kk-content kk-content--offline">
          <Alert variation="warning" role="alert" heading={Messages.offline}>
            {Messages.noInternet}
          </Alert>
        </main>
      )}
      <Footer />
      <LeaveGuard overlayMenuOpen={menuOpen && !isWide()} onCloseMenu={() => setMenuOpen(false)} />
      <SettingsUpdatedPrompt />
    </div>
  );
}
