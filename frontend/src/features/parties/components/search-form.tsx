import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { givenTerms, searchProblems, type SearchProblems } from '../utils/search-rules';

export type SearchFieldDef = { name: string; label: string };

export type SearchFormProps = {
  /** Accessible name of the form, e.g. 'Customer search'. */
  title: string;
  fields: readonly SearchFieldDef[];
  /** Values of the last search (from the address), shown again when the user comes back. */
  initial: Readonly<Record<string, string>>;
  /** Called with the trimmed, non-blank fields once the §5 rules pass. */
  onSearch: (terms: Record<string, string>) => void;
  busy?: boolean;
};

const blank = (fields: readonly SearchFieldDef[], initial: Readonly<Record<string, string>>) =>
  Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? '']));

/** A search form with the spec's rules (platform §5): at least one field, at least 2 characters each. */
export function SearchForm({ title, fields, initial, onSearch, busy = false }: SearchFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => blank(fields, initial));
  const [problems, setProblems] = useState<SearchProblems | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = searchProblems(values);
    setProblems(found);
    if (!found) onSearch(givenTerms(values));
  };
  const clear = () => {
    setValues(blank(fields, {}));
    setProblems(undefined);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Flex direction="column" gap="small">
        <Flex wrap="wrap" gap="small" alignItems="flex-start">
          {fields.map((field) => {
            const error = problems?.fields[field.name];
            return (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                hasError={error !== undefined}
                errorMessage={error}
                autoComplete="off"
              />
            );
          })}
        </Flex>
        {problems?.form ? (
          <Alert variation="warning" role="alert">
            {problems.form}
          </Alert>
        ) : null}
        <Flex gap="small">
          <Button type="submit" variation="primary" isLoading={busy} loadingText="Searching">
            Search
          </Button>
          <Button type="button" onClick={clear}>
            Clear
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
