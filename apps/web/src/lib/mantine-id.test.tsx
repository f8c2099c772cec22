import { useId as mantineUseId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-id';

function Labelled({ hook, renders }: { hook: typeof useId; renders: string[] }) {
  const id = hook();
  renders.push(id);
  return (
    <>
      <label htmlFor={id}>Breedte</label>
      <input id={id} />
    </>
  );
}

describe("a Mantine component's id (the portal's useId)", () => {
  it('is drawn once on mount, where Mantine draws its component a second time with a new id', () => {
    const ours: string[] = [];
    render(<Labelled hook={useId} renders={ours} />);
    expect(ours).toHaveLength(1);
    expect(screen.getByLabelText('Breedte')).toHaveAttribute('id', ours[0]);

    const mantines: string[] = [];
    render(<Labelled hook={mantineUseId} renders={mantines} />);
    expect(mantines).toHaveLength(2);
    expect(mantines[0]).not.toBe(mantines[1]);
  });

  it('is unique per component, stable across renders, and the given id when there is one', () => {
    const first: string[] = [];
    const second: string[] = [];
    const { rerender } = render(
      <>
        <Labelled hook={useId} renders={first} />
        <Labelled hook={useId} renders={second} />
      </>,
    );
    rerender(
      <>
        <Labelled hook={useId} renders={first} />
        <Labelled hook={useId} renders={second} />
      </>,
    );
    expect(first[0]).toMatch(/^mantine-/);
    expect(new Set(first)).toEqual(new Set([first[0]]));
    expect(first[0]).not.toBe(second[0]);
    expect(document.querySelector(`#${first[0]}`)).not.toBeNull();

    const given: string[] = [];
    render(<Labelled hook={(staticId = 'width') => useId(staticId)} renders={given} />);
    expect(given).toEqual(['width']);
  });
});
