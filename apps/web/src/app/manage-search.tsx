// The back office's search box: a combobox that asks `GET /api/manage/search/` a moment after the
// last key, shows debtors, orders and returns in groups, and opens the chosen one's page (arrow
// keys and Enter, or a click). Escape closes the list, a second Escape clears the box.
import { manageSearchReady } from '@atelier/domain';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { manageSearchQuery } from '../api/manage';
import { type SearchOption, searchGroups } from './manage-search-results';

export function ManageSearch({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const descriptionId = useId();
  const store = useCombobox({ onDropdownClose: () => store.resetSelectedOption() });
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const ready = manageSearchReady(q) && manageSearchReady(text);
  const search = useQuery({ ...manageSearchQuery(q), enabled: ready });
  const groups = ready && search.data ? searchGroups(search.data) : null;
  const options: SearchOption[] = groups
    ? [...groups[0].options, ...groups[1].options, ...groups[2].options]
    : [];
  const targets = new Map(options.map((option) => [option.value, option.to]));

  // The first result is the one Enter opens, as a spotlight's is.
  const firstValue = options[0]?.value;
  useEffect(() => {
    if (firstValue) store.selectFirstOption();
  }, [firstValue, store]);

  const open = (value: string) => {
    const to = targets.get(value);
    if (!to) return;
    setText('');
    store.closeDropdown();
    onOpen?.();
    void navigate(to);
  };

  const label = (kind: 'debtors' | 'orders' | 'returns') => t(`search.${kind}`);
  return (
    <Combobox store={store} onOptionSubmit={open} withinPortal position="bottom-start">
      <Combobox.Target>
        <TextInput
          aria-label={t('search.label')}
          aria-describedby={descriptionId}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching && ready ? <Loader size={14} /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            store.openDropdown();
          }}
          onFocus={() => store.openDropdown()}
          onBlur={() => store.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !store.dropdownOpened) setText('');
          }}
          w="100%"
        />
      </Combobox.Target>
      <span id={descriptionId} hidden>
        {t('search.description')}
      </span>
      <Combobox.Dropdown hidden={!ready} miw={320}>
        <Combobox.Options aria-label={t('search.label')} mah={420} style={{ overflowY: 'auto' }}>
          {/* A list box holds options only: what the search is doing is a disabled one. */}
          {search.isError ? (
            <StatusOption>{t('search.failed')}</StatusOption>
          ) : !groups ? (
            <StatusOption>{t('search.searching')}</StatusOption>
          ) : options.length === 0 ? (
            <StatusOption>{t('search.nothing', { q })}</StatusOption>
          ) : (
            <>
              {groups[0].options.length > 0 ? (
                <Combobox.Group label={label('debtors')}>
                  {groups[0].options.map(({ value, row }) => (
                    <Combobox.Option key={value} value={value}>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="inherit">
                        {[row.number, row.city].filter(Boolean).join(' · ')}
                      </Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ) : null}
              {groups[1].options.length > 0 ? (
                <Combobox.Group label={label('orders')}>
                  {groups[1].options.map(({ value, row }) => (
                    <Combobox.Option key={value} value={value}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{t('search.order', { id: row.id })}</Text>
                        <Text size="sm" c="inherit" truncate>
                          {row.commission || t('search.noCommission')}
                        </Text>
                      </Group>
                      <Text size="xs" c="inherit">
                        {row.debtor_name}
                      </Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ) : null}
              {groups[2].options.length > 0 ? (
                <Combobox.Group label={label('returns')}>
                  {groups[2].options.map(({ value, row }) => (
                    <Combobox.Option key={value} value={value}>
                      <Text size="sm">{row.rma_number}</Text>
                      <Text size="xs" c="inherit">
                        {[row.customer_name, row.debtor_name].filter(Boolean).join(' · ')}
                      </Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ) : null}
            </>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A line in the list box that says what the search is doing; it cannot be chosen. */
function StatusOption({ children }: { children: string }) {
  return (
    <Combobox.Option value="" disabled aria-live="polite">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Combobox.Option>
  );
}
