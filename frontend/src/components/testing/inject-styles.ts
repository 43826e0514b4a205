import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * jsdom applies the style sheets in its document, not the ones Vite bundles (and
 * vitest hands CSS imports over empty): a look test adds the sheets it checks,
 * by their path from the repository root. Returns a function that takes them out.
 */
export function injectStyles(...paths: string[]): () => void {
  const styles = paths.map((path) => {
    const style = document.createElement('style');
    style.textContent = readFileSync(resolve(path), 'utf8');
    document.head.append(style);
    return style;
  });
  return () => styles.forEach((style) => style.remove());
}
