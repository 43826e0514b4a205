import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { iamRoutes, type UserAndEntity } from '@shared/api/routes/iam';
import {
  MAX_LOGO_BYTES,
  settingsRoutes,
  type EntitySettingsAnswer,
  type LogoUploadTicket,
} from '@shared/api/routes/settings';
import { s3 } from '../lib/s3-client';
import { config } from '../lib/config';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import type { TestOrganisation } from '../test/test-organisation';
import { LogoMessages } from './logo-calls';
import { organisationWithLogins } from '../test/test-logins';

let org: TestOrganisation;
let tokens: Record<'owner' | 'admin' | 'technician', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'admin', 'technician'] as const));
});

// A real 1x1 PNG, a GIF header image and a harmless SVG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>\n',
);

async function ticket(fileName: string, token = tokens.admin): Promise<LogoUploadTicket> {
  const answer = await invoke<LogoUploadTicket>(settingsRoutes.uploadLogo, { token, params: { fileName }, body: {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The browser's step: PUT the bytes to the presigned URL. */
async function put(t: LogoUploadTicket, bytes: Buffer): Promise<void> {
  const answer = await fetch(t.Url, { method: 'PUT', headers: t.Headers, body: new Uint8Array(bytes) });
  expect(answer.status).toBe(200);
}

const confirm = (fileName: string, Key: string, token = tokens.admin) =>
  invoke<ApiErrorBody & { HasLogo: boolean; Logo?: { Type: string; Size: number } }>(settingsRoutes.confirmLogo, {
    token,
    params: { fileName },
    body: { Key },
  });

const exists = async (Key: string): Promise<boolean> =>
  (await s3()).send(new HeadObjectCommand({ Bucket: config().FILES_BUCKET, Key })).then(
    () => true,
    () => false,
  );

async function uploadRefused(fileName: string, bytes: Buffer, status: number): Promise<ApiErrorBody> {
  const t = await ticket(fileName);
  await put(t, bytes);
  const before = await snapshotOrganisation(org.orgId);
  const answer = await confirm(fileName, t.Key);
  expect(answer.status).toBe(status);
  expect(answer.body.errorCode).toBe(status);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
  expect(await exists(t.Key)).toBe(false);
  return answer.body;
}

describe('Logo: presigned upload, confirm, GetLogo, DeleteLogo (service-documents §7, platform §9)', () => {
  it('round trip: presigned PUT, confirm, GetLogo answers the same bytes with the right type', async () => {
    const t = await ticket('Workshop Logo.png');
    expect(t).toMatchObject({ Method: 'PUT', Headers: { 'content-type': 'image/png' }, MaxBytes: MAX_LOGO_BYTES });
    expect(t.Key.startsWith(`uploads/logos/${org.orgId}/${org.workshopId}/`)).toBe(true);
    await put(t, PNG);
    const done = await confirm('Workshop Logo.png', t.Key);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ HasLogo: true, Logo: { Type: 'image/png', Size: PNG.length } });
    // The staged upload is gone; the kept copy lives under the branch's logo prefix.
    expect(await exists(t.Key)).toBe(false);
    const kept =
      (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.admin })).body.Settings
        .Common.Logo?.Key ?? '';
    expect(kept).toBe(`logos/${org.orgId}/${org.workshopId}/${t.Key.split('/').at(-1)}`);
    expect(await exists(kept)).toBe(true);

    const logo = await invoke<string>(settingsRoutes.getLogo, { token: tokens.technician });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(logo.body, 'base64').equals(PNG)).toBe(true);

    const login = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token: tokens.technician });
    expect(login.body.Entity.HasLogo).toBe(true);
    expect(login.body.Entity.Settings.Common.Logo?.Name).toBe('Workshop Logo.png');

    // A new logo replaces the old one, whose object is removed.
    const next = await ticket('badge.gif');
    await put(next, GIF);
    expect((await confirm('badge.gif', next.Key)).status).toBe(200);
    expect(await exists(kept)).toBe(false);
    const gif = await invoke<string>(settingsRoutes.getLogo, { token: tokens.admin });
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(Buffer.from(gif.body, 'base64').equals(GIF)).toBe(true);
  });

  it('serves an svg so that it can never run script: sandbox CSP, nosniff, attachment', async () => {
    const t = await ticket('logo.svg');
    await put(t, SVG);
    expect((await confirm('logo.svg', t.Key)).status).toBe(200);
    const logo = await invoke<string>(settingsRoutes.getLogo, { token: tokens.admin });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-disposition']).toMatch(/^attachment/);
    // What is kept is the sanitised document: the drawing, without the XML prologue.
    const served = Buffer.from(logo.body, 'base64').toString('utf8');
    expect(served.trim()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"></rect></svg>',
    );
  });

  it('stores an svg with active content only as sanitised: no script, handler or script link survives', async () => {
    const attacks = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script><rect width="4" height="4"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"><set attributeName="onclick" to="alert(1)"/></rect></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="2"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
    ];
    for (const [i, attack] of attacks.entries()) {
      const t = await ticket(`attack${i}.svg`);
      await put(t, Buffer.from(attack));
      const done = await confirm(`attack${i}.svg`, t.Key);
      expect(done.status, attack).toBe(200);
      const served = Buffer.from(
        (await invoke<string>(settingsRoutes.getLogo, { token: tokens.admin })).body,
        'base64',
      ).toString('utf8');
      expect(served, attack).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(served, attack).not.toMatch(/script|javascript|&#106;|<set|onclick|onload|foreignObject|iframe/i);
    }
  });

  it('refuses a raster file that does not wholly decode as its type: a png signature followed by html, a png with html after its end, a cut-off png', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const signatureThenHtml = Buffer.concat([PNG.subarray(0, 8), html]);
    expect((await uploadRefused('fake.png', signatureThenHtml, 400)).message).toBe(LogoMessages.undecodable('png'));
    expect((await uploadRefused('tail.png', Buffer.concat([PNG, html]), 400)).message).toBe(
      LogoMessages.undecodable('png'),
    );
    expect((await uploadRefused('cut.png', PNG.subarray(0, PNG.length - 20), 400)).message).toBe(
      LogoMessages.undecodable('png'),
    );
    expect((await uploadRefused('tail.gif', Buffer.concat([GIF, html]), 400)).message).toBe(
      LogoMessages.undecodable('gif'),
    );
  });

  it('refuses a text file named .png, a png named .gif, and an svg with entities; the object is deleted and the entity unchanged', async () => {
    const text = await uploadRefused('logo.png', Buffer.from('hello, I am not an image\n'), 400);
    expect(text.message).toBe(LogoMessages.notAnImage);
    const mislabelled = await uploadRefused('logo.gif', PNG, 400);
    expect(mislabelled.message).toBe(LogoMessages.mislabelled('logo.gif', 'gif'));
    const doctype = Buffer.from(
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    );
    expect((await uploadRefused('evil.svg', doctype, 400)).message).toMatch(/document type declarations/);
  });

  it('refuses an oversized file with 413, before upload when the size is declared and after upload otherwise', async () => {
    const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(MAX_LOGO_BYTES + 1 - 16, 1)]);
    expect((await uploadRefused('huge.png', big, 413)).message).toBe(LogoMessages.tooLarge);
    const declared = await invoke<ApiErrorBody>(settingsRoutes.uploadLogo, {
      token: tokens.admin,
      params: { fileName: 'huge.png' },
      body: { Size: MAX_LOGO_BYTES + 1 },
    });
    expect(declared.status).toBe(413);
  });

  it('refuses a file type outside png, jpeg, jpg, gif, svg; a key of another branch; and a missing upload', async () => {
    const exe = await invoke<ApiErrorBody>(settingsRoutes.uploadLogo, {
      token: tokens.admin,
      params: { fileName: 'logo.exe' },
      body: {},
    });
    expect(exe.status).toBe(400);
    const foreign = await confirm(
      'logo.png',
      `uploads/logos/${org.orgId}/${org.partsBranchId}/01JAAAAAAAAAAAAAAAAAAAAAAA.png`,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(LogoMessages.notOurs);
    // A kept logo cannot be confirmed again as if it were an upload.
    const current =
      (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.admin })).body.Settings
        .Common.Logo?.Key ?? '';
    expect((await confirm('logo.svg', current)).body.message).toBe(LogoMessages.notOurs);
    const t = await ticket('never.png');
    const missing = await confirm('never.png', t.Key);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(LogoMessages.notUploaded);
  });

  it('DeleteLogo clears the logo and bumps SettingsVer; GetLogo then answers 404', async () => {
    const before = (await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner })).body;
    const key = before.Settings.Common.Logo?.Key ?? '';
    expect(before.HasLogo).toBe(true);
    const answer = await invoke<{ HasLogo: boolean; SettingsVer: number }>(settingsRoutes.deleteLogo, {
      token: tokens.owner,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ HasLogo: false, SettingsVer: before.SettingsVer + 1 });
    expect(await exists(key)).toBe(false);
    const logo = await invoke<ApiErrorBody>(settingsRoutes.getLogo, { token: tokens.admin });
    expect(logo.status).toBe(404);
    expect(logo.body).toEqual({ errorCode: 404, message: LogoMessages.noLogo });
  });
});
