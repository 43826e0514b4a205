/**
 * SVG sanitising with DOMPurify's SVG profile on jsdom (docs/decisions.md 'SVG logos
 * are sanitised, not screened'): the maintained allowlist decides what survives, never
 * a list of bad things written here. jsdom is large and slow to load, so it is loaded
 * on the first SVG only (a logo upload is rare) and stays out of the function bundle
 * (`runtimeModules` in infra/cdk/bundling.ts installs it beside the bundle).
 */
type Purifier = { sanitize(dirty: string, config: Record<string, unknown>): string };

let purifier: Promise<Purifier> | undefined;

async function loadPurifier(): Promise<Purifier> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) as Purifier;
}

/**
 * The SVG with only what DOMPurify's SVG and SVG-filter profiles allow: no
 * scripts (in any namespace), event handlers, animation that sets attributes,
 * foreign content or javascript: links, however they are encoded. Parsed as
 * HTML, as DOMPurify recommends, which also keeps SVG's camel-case attributes
 * (viewBox). HTML-only entities are written as numeric references so the
 * result stays a well-formed XML document.
 */
export async function sanitiseSvg(svg: string): Promise<string> {
  purifier ??= loadPurifier();
  const clean = (await purifier).sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
  return clean.replace(/&nbsp;/g, '&#160;');
}
