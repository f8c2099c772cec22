import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useListWhileOpen } from './list-while-open';

// Mantine's "sm" input is 2.25rem high. It pads a third of that at either end, or a whole square
// where a section (a search icon, a chevron) sits; each side has a border of a pixel.
const PADDING = 'calc(0.75rem * var(--mantine-scale) + 2px)';
const SECTION = 'calc(2.25rem * var(--mantine-scale) + 2px)';

/**
 * A field as wide as the longest of its texts (options, placeholder, label) in the language shown:
 * no language's text is cut off ("Date de commande, plus récente d’abord") and a row of filters
 * holds no room for another language's longest words. The texts are laid out, unseen, in the same
 * grid cell as the field, with the input's padding and section beside them, so the browser
 * measures them in the input's font; no width per language is kept anywhere. Plain elements: a
 * Mantine box per text would run Mantine's style props for each option of every filter.
 */
export function FitToTexts({
  texts,
  label,
  section,
  minWidth,
  children,
}: {
  texts: readonly (string | undefined)[];
  label?: ReactNode;
  /** Where the input's section (icon or chevron) sits. */
  section: 'start' | 'end';
  minWidth?: number;
  children: ReactNode;
}) {
  const shown = [...new Set(texts)].filter((text): text is string => Boolean(text));
  return (
    <div style={{ display: 'inline-grid', maxWidth: '100%', minWidth }}>
      <div style={{ gridArea: '1 / 1', minWidth: 0 }}>{children}</div>
      <div
        aria-hidden="true"
        style={{
          gridArea: '1 / 1',
          visibility: 'hidden',
          height: 0,
          overflow: 'hidden',
          fontSize: 'var(--mantine-font-size-sm)',
          paddingInlineStart: section === 'start' ? SECTION : PADDING,
          paddingInlineEnd: section === 'end' ? SECTION : PADDING,
        }}
      >
        {typeof label === 'string' ? (
          <div style={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{label}</div>
        ) : null}
        {shown.map((text) => (
          <div key={text} style={{ whiteSpace: 'nowrap' }}>
            {text}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A select of one value as wide as its longest option (`FitToTexts`). It is meant for short, fixed
 * lists (orderings, statuses): the list opens whole, without a scrolling region of its own that
 * the keyboard could not reach. Its list is drawn only while it is open (`useListWhileOpen`): a
 * list page's row of filters does not draw and place hidden lists on its first paint.
 */
export function FittedSelect({
  data,
  ...props
}: Omit<SelectProps, 'data' | 'w' | 'miw' | 'maw'> & {
  data: { value: string; label: string }[];
}) {
  const listWhileOpen = useListWhileOpen();
  return (
    <FitToTexts
      texts={[props.placeholder, ...data.map((option) => option.label)]}
      label={props.label}
      section="end"
    >
      <Select data={data} withScrollArea={false} comboboxProps={listWhileOpen} {...props} />
    </FitToTexts>
  );
}

/**
 * A select of several values for a list page's filters, its list drawn only while it is open
 * (`useListWhileOpen`, decision 106): closed, Mantine kept it in the page and floating-ui placed
 * it on the first paint, which made the browser work out the page's styles at once inside the
 * first commit.
 */
export function FilterMultiSelect(props: MultiSelectProps) {
  const listWhileOpen = useListWhileOpen();
  return <MultiSelect comboboxProps={listWhileOpen} {...props} />;
}
