export { Dialog, DropdownMenu, Tabs, Table } from '@radix-ui/themes';
