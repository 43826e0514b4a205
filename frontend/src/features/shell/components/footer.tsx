import { Text } from '@aws-amplify/ui-react';

export const COMPANY_NAME = 'Karkhana';

/** Footer with the year and company name (spec platform §2 'Root shell'). */
export function Footer() {
  return (
    <footer className="kk-footer">
      <Text as="span" fontSize="small" variation="tertiary">
        © {new Date().getFullYear()} {COMPANY_NAME}
      </Text>
    </footer>
  );
}
