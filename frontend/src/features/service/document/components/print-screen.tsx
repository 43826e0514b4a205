import { Alert, Flex, Loader } from '@aws-amplify/ui-react';
import { calculateServiceDocument } from '@shared/documents/calculate-service-document';
import {
  buildPrintModel,
  PRINT_VARIANTS,
  printChoicesFor,
  type PrintChoice,
  type PrintVariantId,
} from '@shared/documents/print';
import type { ServiceDocument } from '@shared/documents/schemas';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import type { EstimateAnswer } from '@shared/service/call-schemas';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useEntityLogo } from '../../../../lib/entity-logo';
import { useSession } from '../../../../lib/session';
import { DocumentPrint, PrintToolbar } from '../../../../components/print';
import { documentQueryOptions, useDocument } from '../api/document-calls';
import { useTaxCodes } from '../api/lookups';
import type { DocumentAnswer, DocumentKind } from '../utils/document-form';
import { documentPath } from '../utils/routes';
import { supplementaryCodes } from '../utils/supplementary-codes';
import { useJobCardInspections } from '../../inspection/api/inspection-calls';

/**
 * `:Variant` of the print route: a print variant id ('withTax',
 * 'insuranceSplitCustomer'…), and for a supplementary estimate its code after a
 * dash ('supplementary-a'). Undefined for anything else.
 */
export const parsePrintVariant = (text: string): PrintChoice | undefined => {
  const [variant, supp] = text.split('-');
  if (!PRINT_VARIANTS.some((v) => v.id === variant)) return undefined;
  if (variant === 'supplementary') return supp && /^[a-z]+$/.test(supp) ? { variant, supp } : undefined;
  return supp === undefined ? { variant: variant as PrintVariantId } : undefined;
};

/**
 * Service/Estimate/{Id}/Print/{Variant} and Service/WorkOrder/{Id}/Print/{Variant}:
 * the document as the server answered it, recomputed with the shared engine, in
 * the chosen print variant (docs/printing.md §2), with Print and Download PDF.
 */
export function PrintScreen({ kind, id, variant }: { kind: DocumentKind; id: string; variant: string }) {
  const session = useSession();
  const choice = parsePrintVariant(variant);
  const doc = useDocument(kind, id);
  const taxCodes = useTaxCodes();
  const logoUrl = useEntityLogo(session.Entity);
  const suppIds = kind === 'estimate' ? ((doc.data as EstimateAnswer | undefined)?.SuppEst ?? []) : [];
  const supps = useQueries({ queries: suppIds.map((suppId) => documentQueryOptions('estimate', suppId)) });
  const suppData = supps.map((q) => q.data);
  const settings = session.Entity.Settings;
  // The job card prints the order's inspections (docs/inspections.md §9).
  const inspections = useJobCardInspections(kind, id, choice?.variant);

  const model = useMemo(() => {
    if (!doc.data || !choice || suppData.some((d) => d === undefined)) return undefined;
    const calc = (d: DocumentAnswer) =>
      calculateServiceDocument(d as ServiceDocument, {
        taxCodes: taxCodes.data ?? DEFAULT_TAX_CODES,
        date: d.CrDate,
        round: settings.Acc?.Round ?? false,
      });
    const codes = supplementaryCodes(suppData.length);
    return buildPrintModel(
      {
        kind,
        document: doc.data,
        calculation: calc(doc.data),
        parties: {
          customer: { name: doc.data.CustName ?? doc.data.CBillTo?.name, phone: doc.data.CBillTo?.Ph },
          vehicle: { regNo: doc.data.RegNo },
          advisor: doc.data.SAName,
          surveyor: doc.data.SurName,
        },
        branch: {
          name: session.Entity.DName,
          address: settings.Address,
          gstin: settings.Common.Tax?.GSTIN,
          hasLogo: session.Entity.HasLogo,
        },
        supplementaries: (suppData as DocumentAnswer[]).map((d, at) => ({
          code: codes[at] ?? 'a',
          document: d,
          calculation: calc(d),
        })),
      },
      choice,
      settings.Common.PrOptions ?? {},
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- suppData is a new array each render; its items are the cache's
  }, [doc.data, choice?.variant, choice?.supp, taxCodes.data, kind, session.Entity, ...suppData]);

  const back = documentPath(kind, id);
  if (
    !choice ||
    !printChoicesFor(kind, supplementaryCodes(suppIds.length)).some(
      (c) => c.variant === choice.variant && c.supp === choice.supp,
    )
  ) {
    return (
      <Alert variation="warning" role="alert">
        This print is not offered for this document. <Link to={back}>Back to the document</Link>
      </Alert>
    );
  }
  if (doc.isError)
    return (
      <Alert variation="error" role="alert">
        {doc.error.message}
      </Alert>
    );
  if (!model || !inspections.ready) return <Loader size="large" ariaLabel="Preparing the print" />;
  const printed = inspections.sections.length
    ? { ...model, sections: [...model.sections, ...inspections.sections] }
    : model;
  return (
    <Flex direction="column" gap="small">
      <Flex gap="small" className="kk-print-hide">
        <Link to={back}>Back to the document</Link>
      </Flex>
      <PrintToolbar model={printed} logoUrl={logoUrl} />
      <DocumentPrint model={printed} logoUrl={logoUrl} timeZone={session.User.TZ} />
    </Flex>
  );
}
