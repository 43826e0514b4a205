import type { PhotoLink } from '@shared/inspections/inspection-schemas';
import { presignDownload } from '../files/files-repo';
import { listPhotos, type PhotoRecord } from './inspections-repo';

/** A photo link lives long enough to look at a page of them, not to be passed around. */
export const PHOTO_LINK_SECONDS = 900;

/**
 * Short-lived signed GETs of kept inspection photos (docs/inspections.md §5): the
 * inspection screens and the customer's approval page show these; the bucket stays
 * private.
 */
export const photoLinks = (photos: readonly PhotoRecord[]): Promise<PhotoLink[]> =>
  Promise.all(
    photos.map(async (p) => ({
      Id: p.Id,
      Url: await presignDownload(p.Key, PHOTO_LINK_SECONDS, `${p.Id}.${p.Kind === 'jpeg' ? 'jpg' : p.Kind}`),
    })),
  );

/**
 * The links of the photos a document's lines name, by line id: one Query of the
 * document's photos, and only those a line names are signed (a page shows no photo the
 * workshop did not put on a line). None read when no line names a photo.
 */
export async function linePhotoLinks(
  orgId: string,
  docId: string,
  lines: readonly { _id: string; Photos?: unknown }[],
): Promise<Map<string, PhotoLink[]>> {
  const named = lines.filter((l) => Array.isArray(l.Photos) && l.Photos.length > 0);
  const byLine = new Map<string, PhotoLink[]>();
  if (named.length === 0) return byLine;
  const wanted = new Set(named.flatMap((l) => l.Photos as string[]));
  const links = new Map(
    (await photoLinks((await listPhotos(orgId, docId)).filter((p) => wanted.has(p.Id)))).map((l) => [l.Id, l]),
  );
  for (const l of named) {
    const shown = (l.Photos as string[]).flatMap((id) => links.get(id) ?? []);
    if (shown.length > 0) byLine.set(l._id, shown);
  }
  return byLine;
}
