import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ical from 'ical-generator';
import { AppError } from '../../../errors';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { EventRow } from '../events/events-repository';
import { createCalendarRepository } from './calendar-repository';
import { fairInstant } from './fair-instant';

declare module 'fastify' {
  interface FastifyInstance {
    calendarService: CalendarService;
  }
}

export interface CalendarService {
  /** One event as an .ics file ('Aggiungi al calendario'). */
  eventFile(eventId: number): Promise<string>;
  /** The agenda behind a feed address, as a calendar its app subscribes to. */
  feed(token: string): Promise<string>;
  /** When the user's feed address was made; undefined without one. */
  feedCreatedAt(userId: number): Promise<Date | undefined>;
  /** A new feed address (the previous one stops working), and when it was made. */
  newFeed(userId: number): Promise<{ url: string; createdAt: Date }>;
  revokeFeed(userId: number): Promise<void>;
}

/** The programme gives a start only: a calendar shows each event as an hour. */
const EVENT_MINUTES = 60;
/** How often a subscribed calendar asks again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

async function calendarPlugin(fastify: FastifyInstance) {
  const repository = createCalendarRepository(fastify.db);
  const { publicUrl } = fastify.config;
  const host = new URL(publicUrl).host;

  /**
   * The calendar of `rows`. Each event's UID is its id at this server, so a calendar that gets
   * the file or the feed again updates the event instead of adding it twice; its SEQUENCE is
   * the event's version, so an edit in the back-office reaches the calendars too. Times are
   * instants (UTC): Rome's local time, as the programme gives it, converted.
   */
  async function calendarOf(rows: readonly EventRow[], name: string): Promise<string> {
    const fair = await fastify.fairConfigService.current();
    const calendar = ical({
      name: `${name} · ${fair.productName}`,
      prodId: { company: fair.productName, product: 'Fiera', language: 'IT' },
      ttl: REFRESH_SECONDS,
    });
    for (const row of rows) {
      const start = fairInstant(row.eventDate, row.eventTime);
      calendar.createEvent({
        id: `evento-${row.id}@${host}`,
        sequence: row.version,
        start,
        end: new Date(start.getTime() + EVENT_MINUTES * 60_000),
        summary: row.title,
        location: row.location,
        description:
          [row.speaker, row.companyName, row.topic].filter((part) => part !== null).join(' · ') ||
          null,
        url: `${publicUrl}/events`,
      });
    }
    // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
    const text = calendar.toString();
    return text.endsWith('\r\n') ? text : `${text}\r\n`;
  }

  fastify.decorate('calendarService', {
    async eventFile(eventId) {
      const row = await repository.event(eventId);
      if (row === undefined) throw new AppError(404, 'Evento non trovato.');
      return calendarOf([row], row.title);
    },

    async feed(token) {
      const userId = await repository.feedOwner(hashSecretToken(token));
      // The same answer for an address never made and one revoked: nothing to learn.
      if (userId === undefined) {
        throw new AppError(
          404,
          'Calendario non trovato: il link è stato disattivato o è sbagliato.',
        );
      }
      return calendarOf(await repository.starredEvents(userId), 'La mia agenda');
    },

    feedCreatedAt: (userId) => repository.feedCreatedAt(userId),

    async newFeed(userId) {
      const token = newSecretToken();
      const createdAt = await repository.replaceFeed(userId, hashSecretToken(token));
      return { url: feedUrl(publicUrl, token), createdAt };
    },

    revokeFeed: (userId) => repository.deleteFeed(userId),
  } satisfies CalendarService);
}

/** The address calendar apps subscribe to (the app offers it as webcal:// too). */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}/agenda.ics`;
}

export default fp(calendarPlugin, {
  name: 'calendar',
  dependencies: ['db', 'fair-config'],
});
