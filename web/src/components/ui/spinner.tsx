import { Flex, Spinner as ThemeSpinner, Text } from '@radix-ui/themes';

/** The full-area spinner shown while something loads (e.g. the session, in place of all routes). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex
      role="status"
      aria-label={label}
      align="center"
      justify="center"
      direction="column"
      gap="3"
      style={{ minHeight: '50vh' }}
    >
      <ThemeSpinner size="3" />
      <Text size="2" color="gray">
        {label}...
      </Text>
    </Flex>
  );
}

export { ThemeSpinner as Spinner };
