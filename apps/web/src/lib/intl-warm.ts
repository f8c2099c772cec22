// The language's data for dates, amounts and sorting, loaded while a page waits for its first
// answers. A browser loads that data the first time a page builds a formatter of each kind: 5 to
// 25 ms apiece on a desktop, about four times that on a phone. Unwarmed, it falls in the first
// render that shows a date, an amount or a sorted filter, and lengthens the page's longest task.
// Here each formatter the domain keeps (`formatterWarmUps`) is built in a task of its own, one
// after the other, while the page's code and data are still on the line.
import { formatterWarmUps, type Locale } from '@atelier/domain';

/** Builds `locale`'s formatters, one per task, after the current task. */
export function warmFormatters(locale: Locale, later: (step: () => void) => void = defer): void {
  const steps = formatterWarmUps(locale);
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    later(next);
  };
  later(next);
}

function defer(step: () => void): void {
  setTimeout(step, 0);
}
