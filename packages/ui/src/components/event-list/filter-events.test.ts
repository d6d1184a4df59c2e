import { describe, expect, it } from 'vitest';

import { programme } from '../../test/fair-fixtures';
import { eventDays, filterEvents, indexEvents } from './filter-events';
import { eventDayParts, formatEventTime } from './format-event';

const ids = (events: readonly { id: number }[]) => events.map((event) => event.id);
const indexed = indexEvents(programme);
const none = { term: '', day: null, stage: null };

describe('indexEvents', () => {
  it('sorts by date, then time (HH:MM and HH:MM:SS alike)', () => {
    expect(ids(filterEvents(indexed, none))).toEqual([3, 2, 4, 1]);
  });
});

describe('filterEvents', () => {
  describe('given a search term', () => {
    it.each([
      ['caffe', [1]],
      ['ROBOTICA', [2]],
      ['giulia', [2]],
      ['studio verdi', [4]],
      ['industria', [2]],
      ['degustazione', [1]],
      ['nessuno', []],
    ])('"%s" finds %j in title, speaker, company, topic or tags', (term, expected) => {
      expect(ids(filterEvents(indexed, { ...none, term }))).toEqual(expected);
    });
  });

  it('keeps one day', () => {
    expect(ids(filterEvents(indexed, { ...none, day: '2026-10-17' }))).toEqual([4, 1]);
  });

  it('matches a stage as a case-insensitive part of the location', () => {
    expect(ids(filterEvents(indexed, { ...none, stage: 'marchionne' }))).toEqual([2, 4]);
    expect(ids(filterEvents(indexed, { ...none, stage: 'Epicentro' }))).toEqual([3]);
  });

  it('keeps only the given ids (La mia agenda), with the other filters', () => {
    expect(ids(filterEvents(indexed, { ...none, ids: new Set([1, 2]) }))).toEqual([2, 1]);
    expect(ids(filterEvents(indexed, { ...none, ids: new Set() }))).toEqual([]);
    expect(
      ids(filterEvents(indexed, { ...none, day: '2026-10-16', ids: new Set([1, 2]) })),
    ).toEqual([2]);
  });

  it('combines term, day and stage', () => {
    expect(
      ids(filterEvents(indexed, { term: '', day: '2026-10-17', stage: 'Marchionne' })),
    ).toEqual([4]);
    expect(
      ids(filterEvents(indexed, { term: 'robot', day: '2026-10-17', stage: 'Marchionne' })),
    ).toEqual([]);
  });
});

describe('eventDays', () => {
  it('lists each day once, in order', () => {
    expect(eventDays(programme)).toEqual(['2026-10-16', '2026-10-17']);
  });
});

describe('event formatting', () => {
  it('gives the day number and the Italian month', () => {
    expect(eventDayParts('2026-10-06')).toEqual({ day: 6, month: 'Ottobre' });
  });

  it('formats the time as it-IT hh:mm', () => {
    expect(formatEventTime('09:05:00')).toBe('09:05');
    expect(formatEventTime('14:30')).toBe('14:30');
  });
});
