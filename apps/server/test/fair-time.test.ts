import { describe, expect, it } from 'vitest';
import { fairClockTime, fairDay } from '../src/plugins/app/tickets/fair-time';

describe("the fair's clock (Europe/Rome)", () => {
  it('shows staff the Italian time of an instant, whatever the seconds', () => {
    expect(fairClockTime(new Date('2026-05-14T07:12:00.000Z'))).toBe('09:12');
    expect(fairClockTime(new Date('2026-05-14T07:12:59.999Z'))).toBe('09:12');
    expect(fairClockTime(new Date('2026-05-14T07:13:00.000Z'))).toBe('09:13');
    // Asked again (now from the formatted minutes it keeps), the answers do not change.
    expect(fairClockTime(new Date('2026-05-14T07:12:30.000Z'))).toBe('09:12');
  });

  it('follows the change to and from summer time', () => {
    expect(fairClockTime(new Date('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(fairClockTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(fairClockTime(new Date('2026-10-25T00:59:00Z'))).toBe('02:59');
    expect(fairClockTime(new Date('2026-10-25T01:00:00Z'))).toBe('02:00');
  });

  it("counts days from Rome's midnight", () => {
    expect(fairDay(new Date('2026-05-13T21:59:59Z'))).toBe('2026-05-13');
    expect(fairDay(new Date('2026-05-13T22:00:00Z'))).toBe('2026-05-14');
  });
});
