import { settingsRoutes } from '@shared/api/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCall } from './api-client';
import { querySignal } from './query-signal';

/**
 * The branch logo (GET EntitySettings/GetLogo, a blob) as an object URL, for the
 * header and the company profile. Keyed by SettingsVer, which every upload or
 * delete bumps in the session, so both show the new logo at once. A failed load
 * stays silent and the initials remain (spec platform §8: a logo failure is
 * shown only when marked as an image error).
 */
export function useEntityLogo(entity: {
  EntId: string;
  HasLogo?: boolean | undefined;
  SettingsVer?: number | undefined;
}): string | undefined {
  const hasLogo = entity.HasLogo === true;
  const logo = useQuery({
    queryKey: [settingsRoutes.getLogo.path, entity.EntId, entity.SettingsVer ?? 0],
    queryFn: async (context): Promise<Blob> => {
      const answer: unknown = await apiCall(settingsRoutes.getLogo, { signal: querySignal(context) });
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
