import { describe, expect, it } from 'vitest';

import { programmeEvent } from '../../test/fair-fixtures';
import { agendaOverlaps, minutesOf } from './agenda';
import type { ProgrammeEvent } from './filter-events';

const at = (id: number, title: string, event_date: string, event_time: string): ProgrammeEvent =>
  programmeEvent(1, { id, title, event_date, event_time });

const day = [
  at(1, 'Apertura', '2026-10-16', '09:00:00'),
  at(2, 'Droni', '2026-10-16', '09:45'),
  at(3, 'Pausa', '2026-10-16', '10:00'),
  at(4, 'Domani', '2026-10-17', '09:10'),
  at(5, 'Non in agenda', '2026-10-16', '09:05'),
];

describe('agendaOverlaps', () => {
  describe('given starred events of one day', () => {
    it('flags those starting less than an hour apart, naming the others in time order', () => {
      const overlaps = agendaOverlaps(day, new Set([3, 1, 2, 4]));

      expect(Object.fromEntries(overlaps)).toEqual({
        1: ['Droni'],
        2: ['Apertura', 'Pausa'],
        3: ['Droni'],
      });
    });

    it('does not flag back-to-back events (an hour apart)', () => {
      expect(agendaOverlaps(day, new Set([1, 3])).size).toBe(0);
    });
  });

  describe('given an overlapping event that is not starred', () => {
    it('neither flags it nor names it', () => {
      expect(Object.fromEntries(agendaOverlaps(day, new Set([1])))).toEqual({});
    });
  });

  describe('given the same time on two days', () => {
    it('does not flag them', () => {
      const twoDays = [at(1, 'A', '2026-10-16', '09:00'), at(2, 'B', '2026-10-17', '09:00')];
      expect(agendaOverlaps(twoDays, new Set([1, 2])).size).toBe(0);
    });
  });
});

describe('minutesOf', () => {
  it.each([
    ['09:30', 570],
    ['9:30', 570],
    ['14:05:00', 845],
    ['', null],
  ])('reads %j as %j', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });
});
