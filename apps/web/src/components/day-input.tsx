// A day field that shows and reads the day as the user's language writes it ("24-11-2026" in
// Dutch, "24.11.2026" in German, "11/24/2026" in English), with a calendar to pick from. Its value
// is an ISO calendar date ("2026-11-24") or ''. The pattern comes from the domain; the placeholder
// names the parts in the user's words ("DD-MM-JJJJ", "TT.MM.JJJJ", "JJ/MM/AAAA").
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en-au';
import 'dayjs/locale/fr';
import 'dayjs/locale/lt';
import 'dayjs/locale/nl';
import 'dayjs/locale/pl';
import { dayInputHint, dayInputPattern, parseDayInput } from '@atelier/domain';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n';

export function DayInput({
  label,
  value,
  onChange,
  minDate,
  w,
  required,
  error,
  onBlur,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  w?: number;
  required?: boolean;
  error?: ReactNode;
  onBlur?: () => void;
}) {
  // The calendar's labels belong to the account area (`shell`), not to the login page's catalogue.
  const { t } = useTranslation('common');
  const locale = currentLocale();
  const pattern = dayInputPattern(locale);
  // The placeholder in the user's words ("DD-MM-JJJJ" in Dutch), not day.js's tokens.
  const hint = dayInputHint(locale, {
    day: t('dayParts.day'),
    month: t('dayParts.month'),
    year: t('dayParts.year'),
  });
  // While the calendar is open, Escape is for it: the dialog around the field stays open.
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={pattern}
      dateParser={(text) => parseDayInput(text, locale)}
      placeholder={hint}
      title={t('shell:calendar.format', { pattern: hint })}
      locale={locale}
      minDate={minDate || undefined}
      clearable={!required}
      required={required}
      error={error}
      onBlur={onBlur}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{
        onOpen: () => setCalendarOpen(true),
        onClose: () => setCalendarOpen(false),
      }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      ariaLabels={{
        nextMonth: t('shell:calendar.nextMonth'),
        previousMonth: t('shell:calendar.previousMonth'),
        nextYear: t('shell:calendar.nextYear'),
        previousYear: t('shell:calendar.previousYear'),
        nextDecade: t('shell:calendar.nextDecade'),
        previousDecade: t('shell:calendar.previousDecade'),
      }}
      clearButtonProps={{ 'aria-label': t('actions.clear') }}
      w={w}
    />
  );
}
