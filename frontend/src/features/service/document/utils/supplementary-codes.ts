import { nextSupplementaryCode } from '@shared/documents/line-rules';

/** The codes of the first `count` supplementary estimates, in order: a, b, … (line-rules.nextSupplementaryCode). */
export const supplementaryCodes = (count: number): string[] => {
  const codes: string[] = [];
  let code: string | undefined;
  for (let i = 0; i < count; i++) {
    code = nextSupplementaryCode(code);
    codes.push(code);
  }
  return codes;
};
