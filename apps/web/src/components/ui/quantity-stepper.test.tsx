import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.tsx';

const labels = { decrease: 'Kurangi Udang', quantity: 'Jumlah Udang', increase: 'Tambah Udang' };

/** The stepper's HTML, and the opening tag of the control with an accessible name. */
function render(props: Partial<QuantityStepperProps>) {
  const html = renderToString(
    <QuantityStepper look="cart" value={2} max={5} onChange={() => undefined} labels={labels} {...props} />,
  );
  const control = (label: string) => html.match(new RegExp(`<(\\w+)[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? '';
  const off = (label: string) => / disabled=""/.test(control(label));
  return { html, control, off };
}

describe('the quantity stepper', () => {
  it('offers − and + between its bounds, and a typed quantity where typing is on', () => {
    const stepper = render({ typing: 'on-leave' });
    expect(stepper.off(labels.decrease)).toBe(false);
    expect(stepper.off(labels.increase)).toBe(false);
    expect(stepper.control(labels.quantity)).toMatch(/^<input[^>]*type="number"/);
    expect(stepper.control(labels.quantity)).toContain('value="2"');
    expect(stepper.control(labels.quantity)).toContain('max="5"');
  });

  it('turns − off at its least quantity (the product page: never below one)', () => {
    const stepper = render({ value: 1, min: 1, typing: 'live', look: 'product' });
    expect(stepper.off(labels.decrease)).toBe(true);
    expect(stepper.off(labels.increase)).toBe(false);
  });

  it('keeps − on at one where less removes the line (cart and dropdown)', () => {
    expect(render({ value: 1 }).off(labels.decrease)).toBe(false);
  });

  it('turns + off at the most the stock allows', () => {
    const stepper = render({ value: 5, max: 5 });
    expect(stepper.off(labels.increase)).toBe(true);
    expect(stepper.off(labels.decrease)).toBe(false);
  });

  it('turns everything off for a line no longer for sale', () => {
    const stepper = render({ disabled: true, typing: 'on-leave' });
    for (const label of Object.values(labels)) expect(stepper.off(label)).toBe(true);
  });

  it('shows the count without a field where typing is off (the cart dropdown)', () => {
    const stepper = render({ look: 'dropdown', value: 3 });
    expect(stepper.control(labels.quantity)).toMatch(/^<span/);
    expect(stepper.html).not.toContain('<input');
    expect(stepper.html).toContain('>3</span>');
  });
});
