import type { CSSProperties } from 'react';

/** A fieldset used only to disable a whole read-only form, without a frame of its own. */
export const PLAIN_FIELDSET: CSSProperties = { border: 0, padding: 0, margin: 0, minInlineSize: 0 };
