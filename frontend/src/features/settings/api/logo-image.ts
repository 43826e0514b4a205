import { settingsRoutes } from '@shared/api/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from '../../../lib/api-client';

/**
 * GET EntitySettings/GetLogo (a blob) as an object URL for an <img>. Keyed by
 * SettingsVer, so an upload or delete (which bumps it) loads the new image. A
 * failed load stays silent: the initials remain (spec platform §8 shows a logo
 * failure only when it is marked as an image error).
 */
export function useLogoImage(entityId: string, hasLogo: boolean, settingsVer: number): string | undefined {
  const logo = useQuery({
    queryKey: [settingsRoutes.getLogo.path, entityId, settingsVer],
    queryFn: async ({ signal }): Promise<Blob> => {
      const answer: unknown = await apiCall(settingsRoutes.getLogo, { signal });
      if (!(answer instanceof Blob)) throw new Error('The logo answer is not an image');
      return answer;
    },
    enabled: hasLogo,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const blob = hasLogo ? logo.data : undefined;
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
