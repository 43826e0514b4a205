import { Heading, Text } from '@aws-amplify/ui-react';

/**
 * What a supplementary estimate adds to its repair order or changes there (issue
 * 12 §2 "approval covers the delta and shows what was added or changed"). The
 * answer of a supplementary carries it as `Delta` (shared/service/merge-lines.ts
 * mergeDelta on the service flow's side); typed here with the same field names.
 */
type DeltaLine = { LineId: string; From: string; Kind: string; Desc?: string | undefined };
export type SupplementaryDeltaShape = {
  Added: readonly DeltaLine[];
  Changed: readonly (DeltaLine & { Fields: readonly { Field: string; Before?: unknown; After?: unknown }[] })[];
};

const shown = (v: unknown): string => (v === undefined || v === null || v === '' ? '—' : String(v));

export function SupplementaryDelta({ delta }: { delta: SupplementaryDeltaShape }) {
  if (delta.Added.length === 0 && delta.Changed.length === 0) return null;
  return (
    <section aria-label="What this supplementary adds or changes" className="kk-doc__delta">
      <Heading level={4}>What this supplementary adds or changes</Heading>
      {delta.Added.length > 0 ? (
        <ul aria-label="Added">
          {delta.Added.map((line) => (
            <li key={line.From}>
              <Text as="span">{`Adds ${line.Kind.toLowerCase()} ${line.From}${line.Desc ? ` · ${line.Desc}` : ''}`}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      {delta.Changed.length > 0 ? (
        <ul aria-label="Changed">
          {delta.Changed.map((line) => (
            <li key={line.From}>
              {`Changes ${line.LineId}${line.Desc ? ` · ${line.Desc}` : ''}: `}
              {line.Fields.map((f) => `${f.Field} ${shown(f.Before)} → ${shown(f.After)}`).join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The answer's Delta, when the contract carries it. */
export const deltaOf = (answer: unknown): SupplementaryDeltaShape | undefined => {
  const delta = (answer as { Delta?: SupplementaryDeltaShape } | undefined)?.Delta;
  return delta && Array.isArray(delta.Added) && Array.isArray(delta.Changed) ? delta : undefined;
};
