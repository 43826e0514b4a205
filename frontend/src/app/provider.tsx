import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from '../components/toast/toaster';
import { LoginModal } from '../features/auth/components/login-modal';
import { useColorMode } from '../lib/color-mode';

/**
 * Everything every screen relies on: server state, notices and the 401 login
 * modal (the screens of the manifests come with the shell, app/routes/shell.tsx). The Amplify theme comes from its stylesheet (the default theme is plain
 * CSS variables on :root) plus dark-mode.css; Amplify's ThemeProvider and
 * createTheme are left out because the theme engine alone is ~20 KB gzip of the
 * 150 KB the login route may use. A branch theme (UITheme setting) can bring
 * ThemeProvider inside the lazily loaded shell when there is one to apply.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const colorMode = useColorMode();
  useEffect(() => {
    document.documentElement.dataset.kkColorMode = colorMode;
  }, [colorMode]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LoginModal />
      <Toaster />
    </QueryClientProvider>
  );
}
