import { Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RecentEntry = { id: string; text: string; detail?: string };

/** One of Home's recent lists: the newest few records, each a link to its screen, and a link to the full list. */
export function HomeRecent({
  title,
  entries,
  loading,
  emptyText,
  recordPath,
  more,
}: {
  title: string;
  entries: readonly RecentEntry[] | undefined;
  loading: boolean;
  emptyText: string;
  recordPath: (id: string) => string;
  more: ReactNode;
}) {
  return (
    <Card variation="outlined" className="kk-home-card">
      <Flex direction="column" gap="small">
        <Heading level={3}>{title}</Heading>
        {loading ? <Loader ariaLabel={`Loading ${title.toLowerCase()}`} /> : null}
        {entries?.length === 0 ? <Text variation="secondary">{emptyText}</Text> : null}
        {entries?.length ? (
          <ul className="kk-home-list">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={recordPath(entry.id)}>{entry.text}</Link>
                {entry.detail ? (
                  <Text as="span" variation="secondary" fontSize="small">{` · ${entry.detail}`}</Text>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {more}
      </Flex>
    </Card>
  );
}
