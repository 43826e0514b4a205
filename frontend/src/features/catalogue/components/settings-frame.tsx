import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import './catalogue.css';

/** Heading and description of a catalogue settings screen; the page never scrolls sideways at 390 px. */
export function SettingsFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="medium" className="kk-catalogue">
      <Heading level={2}>{title}</Heading>
      <Text variation="secondary">{description}</Text>
      {children}
    </Flex>
  );
}
