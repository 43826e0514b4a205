import type { UserAndEntity } from '@shared/api/routes/iam';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../../app/query-client';
import { Toaster } from '../../../components/toast/toaster';
import { clearToasts, getToasts } from '../../../components/toast/toast-store';
import { sessionQueryKey } from '../../../lib/session';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { LogoSection } from './logo-section';

const session = (): UserAndEntity => {
  const { Token: _token, ...rest } = loginAnswer({ access: { SA: false, EA: true, Common: {} } });
  return { ...rest, Entity: { ...rest.Entity, HasLogo: false, SettingsVer: 3 } };
};

/** The presigned PUT: always accepted here. */
class FakeUpload {
  status = 200;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    setTimeout(() => this.onload?.(), 1);
  }
}

const ticket = {
  Url: 'http://files.example/logo',
  Method: 'PUT',
  Headers: {},
  Key: 'logos/k',
  ExpiresIn: 300,
  MaxBytes: 1048576,
};
let confirmAnswers: Response[];

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  stubServer(({ path }) => {
    if (path.endsWith('/Confirm')) return confirmAnswers.shift() ?? jsonResponse(500, {});
    if (path.includes('UploadLogo')) return jsonResponse(200, ticket);
    return jsonResponse(404, { errorCode: 404, message: 'Not here.' });
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Logo file'), {
    target: { files: [new File(['x'], name, { type: 'image/png' })] },
  });

describe('LogoSection', () => {
  it('a good upload after a failed one clears the failure notice', async () => {
    confirmAnswers = [
      jsonResponse(400, { errorCode: 400, message: 'The file is not a png image.' }),
      jsonResponse(200, { message: 'Logo saved.', HasLogo: true, SettingsVer: 4, ver: 2 }),
    ];
    const queryClient = createAppQueryClient();
    queryClient.setQueryData(sessionQueryKey, session());
    render(
      <QueryClientProvider client={queryClient}>
        <LogoSection />
        <Toaster />
      </QueryClientProvider>,
    );
    choose('bad.png');
    expect(await screen.findByText('The file is not a png image.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Logo file') as HTMLInputElement).disabled).toBe(false));
    choose('good.png');
    expect(await screen.findByText('Logo saved.')).toBeTruthy();
    expect(getToasts().map((shown) => shown.message)).toEqual(['Logo saved.']);
  });
});
