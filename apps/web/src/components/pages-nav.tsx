// Page navigation for a list: Mantine's pagination with every control named in the user's language
// (its arrows have no text of their own).
import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PagesNav({
  label,
  ...props
}: Omit<PaginationProps, 'getControlProps' | 'getItemProps'> & {
  /** What the pages are of, e.g. "Pages of your fabrics". */
  label: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Pagination
      size="sm"
      {...props}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
    />
  );
}
