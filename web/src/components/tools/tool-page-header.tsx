import { Flex, Heading, Text } from '@/components/ui';

/** A tool page's title (its one h1) and the line under it saying what the tool answers. */
export function ToolPageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <Flex direction="column" gap="1" mb="5">
      <Heading as="h1" size="8">
        {title}
      </Heading>
      <Text color="gray">{lead}</Text>
    </Flex>
  );
}
