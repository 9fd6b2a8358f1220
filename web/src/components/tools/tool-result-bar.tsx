import { Button, Flex, Text } from '@/components/ui';

/** Above a tool's result: the uses left on the plan, and the button that clears the result for another run. */
export function ToolResultBar({
  note,
  againLabel,
  onAgain,
}: {
  note: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text size="2" color="gray">
        {note}
      </Text>
      <Button variant="soft" onClick={onAgain}>
        {againLabel}
      </Button>
    </Flex>
  );
}
