import { guideBodyType } from '@shared/catalogue/guide-body-type';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { getVehicle, useGuideOfBodyType } from '../api/lookups';
import type { DocumentForm } from '../utils/document-form';

/** The document's vehicle, and the labour time guide its body type picks, which the operations are priced from. */
export function useVehicleGuide(form: UseFormReturn<DocumentForm>) {
  const prodId = useWatch({ control: form.control, name: 'ProdId' });
  const vehicle = useQuery({
    queryKey: ['service', 'vehicle', prodId],
    queryFn: () => getVehicle(prodId),
    enabled: prodId !== '',
  });
  return { prodId, guide: useGuideOfBodyType(guideBodyType(vehicle.data?.Body)) };
}
