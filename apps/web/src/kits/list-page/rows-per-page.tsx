// A table's paging row with its "rows per page" menu. The data table's own menu disables the size in
// use, its first item as a rule: nothing in the open menu could take the focus, so Escape did not
// close it, and Mantine's focus placeholder that would take it is no item of a menu (axe:
// aria-required-children). Here every size stays an item; the one in use is marked current.
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import type { DataTablePaginationRenderContext } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

export function RowsPerPage({
  label,
  sizes,
  value,
  onChange,
}: {
  label: string;
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Menu position="top" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            size="compact-sm"
            fw={400}
            rightSection={<IconSelector size={14} aria-hidden />}
            // The name holds the number the button shows ("Rijen per pagina: 25").
            aria-label={t('labelled', { label, value })}
          >
            {value}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={label}>
          {sizes.map((size) => (
            <Menu.Item
              key={size}
              onClick={() => onChange(size)}
              rightSection={size === value ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={size === value ? 'true' : undefined}
            >
              {size}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** `renderPagination` of a data table: the range, the rows-per-page menu and the pages. */
export function paginationWithRowsPerPage(label: string, sizes: readonly number[]) {
  return ({ Controls, state, actions }: DataTablePaginationRenderContext) => (
    <>
      <Controls.Text />
      {actions.setRecordsPerPage && state.recordsPerPage ? (
        <RowsPerPage
          label={label}
          sizes={sizes}
          value={state.recordsPerPage}
          onChange={actions.setRecordsPerPage}
        />
      ) : null}
      <Controls.Pagination />
    </>
  );
}
