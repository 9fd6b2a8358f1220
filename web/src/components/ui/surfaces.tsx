export { Card, Badge, Callout, Progress, Skeleton, DataList, Tooltip } from '@radix-ui/themes';
