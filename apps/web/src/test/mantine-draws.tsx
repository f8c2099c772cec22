// A test's view of how often one of Mantine's components is drawn: used inside
// `vi.mock('@mantine/core', …)`, it hands back Mantine with that component wrapped, calling
// `onDraw` with its props on every draw.
import type * as Mantine from '@mantine/core';
import type { ComponentProps, ComponentType } from 'react';

type Drawn = 'Modal' | 'NavLink' | 'Tooltip';

export async function withDrawsCounted<K extends Drawn>(
  importOriginal: <T>() => Promise<T>,
  name: K,
  onDraw: (props: ComponentProps<(typeof Mantine)[K]>) => void,
): Promise<typeof Mantine> {
  const mantine = await importOriginal<typeof Mantine>();
  const Original = mantine[name] as unknown as ComponentType<ComponentProps<(typeof Mantine)[K]>>;
  // biome-ignore lint/correctness/noComponentHookFactories: made once, when the test mocks Mantine
  const Counted = (props: ComponentProps<(typeof Mantine)[K]>) => {
    onDraw(props);
    return <Original {...props} />;
  };
  return { ...mantine, [name]: Counted };
}
