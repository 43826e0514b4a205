import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Form, FormTextField } from '../../../components/form';
import type { SearchField } from '@shared/parties/search-terms';
import { givenTerms, searchProblems } from '../utils/search-rules';

export type SearchFieldDef = { name: SearchField; label: string };

export type SearchFormProps = {
  /** Accessible name of the form, e.g. 'Customer search'. */
  title: string;
  fields: readonly SearchFieldDef[];
  /** Values of the last search (from the address), shown again when the user comes back. */
  initial: Readonly<Record<string, string>>;
  /** Called with the trimmed, non-blank fields once the §5 rules pass. */
  onSearch: (terms: Record<string, string>) => void;
  /**
   * The form no longer holds the terms of the results below it (a search
   * refused for its terms, or Clear): the screen hides those results, so none
   * stand under a validation message.
   */
  onStale: () => void;
  busy?: boolean;
};

type Terms = Record<string, string>;

const blank = (fields: readonly SearchFieldDef[], initial: Readonly<Terms>): Terms =>
  Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? '']));

/** A field too short to search by is that field's error; a search with no field at all is the form's (below). */
const termsResolver: Resolver<Terms> = (values) => {
  const fields = searchProblems(values)?.fields ?? {};
  if (Object.keys(fields).length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/** A search form with the spec's rules (platform §5): at least one field, at least 2 characters each. */
export function SearchForm({ title, fields, initial, onSearch, onStale, busy = false }: SearchFormProps) {
  const form = useForm<Terms>({ defaultValues: blank(fields, initial), resolver: termsResolver });
  const [formProblem, setFormProblem] = useState<string | undefined>();

  const submit = form.handleSubmit(
    (values) => {
      const found = searchProblems(values);
      setFormProblem(found?.form);
      if (found) onStale();
      else onSearch(givenTerms(values));
    },
    () => {
      setFormProblem(undefined);
      onStale();
    },
  );
  const clear = () => {
    form.reset(blank(fields, {}));
    setFormProblem(undefined);
    onStale();
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={title}>
      <Flex direction="column" gap="small">
        <Flex wrap="wrap" gap="small" alignItems="flex-start">
          {fields.map((field) => (
            <FormTextField<Terms> key={field.name} name={field.name} label={field.label} autoComplete="off" />
          ))}
        </Flex>
        {formProblem ? (
          <Alert variation="warning" role="alert">
            {formProblem}
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
    </Form>
  );
}
