// The audit trail's filters, kept in the URL with the list: member of staff, subject, action,
// dealer and a date range (UTC days, both ends included, as the API takes them).
import { AUDIT_SUBJECTS } from '@atelier/domain';
import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffMembersQuery } from '../../api/manage';
import { DayInput } from '../../components/day-input';
import type { ListParams, ParamPatch } from '../../kits/list-page';

/** A text filter that writes the URL a moment after the last key, not on every key. */
function TypedFilter({
  label,
  placeholder,
  value,
  onChange,
  validate,
  w,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  validate?: (value: string) => string | null;
  w: number;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = useDebouncedCallback(onChange, 400);
  const error = validate?.(text.trim()) ?? null;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      error={error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (!validate?.(next.trim())) send(next.trim());
      }}
      w={w}
    />
  );
}

export function AuditFilters({
  params,
  update,
}: {
  params: ListParams;
  update: (patch: ParamPatch) => void;
}) {
  const { t } = useTranslation('manage');
  const staff = useQuery(staffMembersQuery());
  return (
    <>
      <Select
        label={t('audit.filters.staff')}
        placeholder={t('audit.filters.any')}
        data={(staff.data ?? []).map((member) => ({
          value: String(member.id),
          label: `${member.username} (${t(`roles.${member.staff_role}`)})`,
        }))}
        value={params.value('staff_user_id') || null}
        onChange={(value) => update({ staff_user_id: value })}
        clearable
        w={240}
      />
      <Select
        label={t('audit.filters.subject')}
        placeholder={t('audit.filters.any')}
        data={AUDIT_SUBJECTS.map((subject) => ({
          value: subject,
          label: t(`audit.subjects.${subject}`),
        }))}
        value={params.value('subject') || null}
        onChange={(value) => update({ subject: value })}
        clearable
        w={220}
      />
      <TypedFilter
        label={t('audit.filters.action')}
        placeholder={t('audit.filters.actionPlaceholder')}
        value={params.value('action')}
        onChange={(action) => update({ action })}
        w={200}
      />
      <TypedFilter
        label={t('audit.filters.debtor')}
        value={params.value('debtor_id')}
        onChange={(debtor_id) => update({ debtor_id })}
        validate={(value) =>
          value === '' || /^[1-9]\d{0,8}$/.test(value) ? null : t('audit.invalidDebtor')
        }
        w={170}
      />
      <DayInput
        label={t('audit.filters.from')}
        value={params.value('from')}
        onChange={(from) => update({ from })}
        w={170}
      />
      <DayInput
        label={t('audit.filters.to')}
        value={params.value('to')}
        onChange={(to) => update({ to })}
        w={170}
      />
    </>
  );
}
