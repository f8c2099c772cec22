import { Box, Select, type SelectProps } from '@mantine/core';

/**
 * A select of one value as wide as its longest option, its label and its placeholder, in the
 * language shown: no language's option is cut off ("Date de commande, plus récente d’abord") and
 * a row of filters holds no room for another language's longest words. The options are laid out,
 * unseen, in the same grid cell as the select, with the input's padding and chevron beside them,
 * so the browser measures them in the input's font.
 *
 * It is meant for short, fixed lists (orderings, statuses): the list opens whole, without a
 * scrolling region of its own that the keyboard could not reach.
 */
export function FittedSelect({
  data,
  ...props
}: Omit<SelectProps, 'data' | 'w' | 'miw' | 'maw'> & {
  data: { value: string; label: string }[];
}) {
  const texts = [props.placeholder, ...data.map((option) => option.label)].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
  return (
    <Box style={{ display: 'inline-grid', maxWidth: '100%' }}>
      <Select
        data={data}
        withScrollArea={false}
        {...props}
        style={{ gridArea: '1 / 1', minWidth: 0 }}
      />
      <Box
        aria-hidden
        style={{
          gridArea: '1 / 1',
          visibility: 'hidden',
          height: 0,
          overflow: 'hidden',
          fontSize: 'var(--mantine-font-size-sm)',
          // The input's own padding, its border and the chevron's section: Mantine's "sm" input is
          // 2.25rem high, pads a third of that at the start and gives its chevron a square.
          paddingInlineStart: 'calc(0.75rem * var(--mantine-scale) + 2px)',
          paddingInlineEnd: 'calc(2.25rem * var(--mantine-scale) + 2px)',
        }}
      >
        {typeof props.label === 'string' ? (
          <Box style={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{props.label}</Box>
        ) : null}
        {texts.map((text) => (
          <Box key={text} style={{ whiteSpace: 'nowrap' }}>
            {text}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
