/**
 * Layout and typography primitives. Features use these instead of importing Radix Themes directly, so the
 * design system can change in one place.
 */
export {
  Box,
  Flex,
  Grid,
  Container,
  Section,
  Heading,
  Text,
  Separator,
  Strong,
  Em,
  Code,
  Inset,
  VisuallyHidden,
  ScrollArea,
} from '@radix-ui/themes';
