// A text field that grows with its text between a least and a most number of lines. Where the
// browser sizes a field to its content itself (CSS `field-sizing`), it does; elsewhere Mantine's
// autosize measures the text on every render, which forces the browser to lay out the whole page
// in the middle of drawing the form (on a page's first commit, a long task of its own).
import type { TextareaProps } from '@mantine/core';

const SIZES_ITSELF =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');
/** The field's padding and border above and below its lines. */
const EDGES = 'calc(2 * var(--input-padding-y, 0px) + 2px)';

export type GrowingTextProps = Pick<
  TextareaProps,
  'rows' | 'styles' | 'autosize' | 'minRows' | 'maxRows'
>;

/** A `Textarea`'s sizing props: `minRows` to `maxRows` lines, as tall as its text. */
export function growingText(minRows: number, maxRows: number): GrowingTextProps {
  return SIZES_ITSELF
    ? {
        rows: minRows,
        styles: {
          input: {
            fieldSizing: 'content',
            minHeight: `calc(${minRows}lh + ${EDGES})`,
            maxHeight: `calc(${maxRows}lh + ${EDGES})`,
          },
        },
      }
    : { autosize: true, minRows, maxRows };
}
