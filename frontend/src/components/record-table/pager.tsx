import { Button, Flex, Text } from '@aws-amplify/ui-react';

/** Previous / page number / Next under a results table. */
export function Pager({
  page,
  hasPrevious,
  next,
  onPrevious,
  onNext,
}: {
  page: number;
  hasPrevious: boolean;
  next: string | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}) {
  if (!hasPrevious && next === undefined) return null;
  return (
    <Flex gap="small" alignItems="center">
      <Button size="small" onClick={onPrevious} isDisabled={!hasPrevious}>
        Previous
      </Button>
      <Text>Page {page}</Text>
      <Button size="small" onClick={() => next !== undefined && onNext(next)} isDisabled={next === undefined}>
        Next
      </Button>
    </Flex>
  );
}
