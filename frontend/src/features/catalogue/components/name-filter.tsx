import { TextField } from '@aws-amplify/ui-react';
import { searchWords } from '@shared/catalogue/search-keys';

/** A short list is filtered in the browser by the catalogue's own rule: every typed word begins a word of the name. */
export const matchesName = (name: string, typed: string): boolean => {
  const words = searchWords(name);
  return searchWords(typed).every((want) => words.some((word) => word.startsWith(want)));
};

export function NameFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="kk-catalogue__filters">
      <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
    </div>
  );
}
