import type { Config } from '../config';
import type { Schemas } from '../routes/types';
import { CliError } from './database';

/** Who the command line signs in as, and where: flags first, then the environment. */
export interface ApiSettings {
  serverUrl: string;
  email: string | undefined;
  password: string | undefined;
}

export function apiSettings(
  config: Config,
  flags: Readonly<Record<string, string>>,
  env: NodeJS.ProcessEnv = process.env,
): ApiSettings {
  const serverUrl = (flags.server ?? env.FIERA_SERVER_URL ?? config.publicUrl).replace(/\/+$/, '');
  return {
    serverUrl,
    email: flags.email ?? config.adminEmail,
    password: flags.password ?? config.adminPassword,
  };
}

export interface ApiAnswer {
  status: number;
  /** The JSON of the answer, or undefined when it has none (204, 304, HEAD). */
  body: unknown;
}

export interface RequestOptions {
  method?: string;
  query?: Record<string, string>;
  json?: unknown;
  body?: { contentType: string; content: string | Buffer };
}

/** The admin API of a running server, signed in as an admin. */
export interface AdminApi {
  readonly serverUrl: string;
  request(path: string, options?: RequestOptions): Promise<ApiAnswer>;
  /** Whether the server has this address (a stored logo); no session needed. */
  has(path: string): Promise<boolean>;
}

/** The answer's Italian `detail`, which every error of the API carries. */
export function detailOf(answer: ApiAnswer): string {
  const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' ? detail : `risposta ${answer.status} dal server`;
}

/**
 * Signs in (POST /api/auth/login, a form, as the app does) and returns a client of the admin
 * API. Fails with an Italian explanation when the server is off, the credentials are missing or
 * wrong, or the account is not an admin's.
 */
export async function connectAdmin(settings: ApiSettings): Promise<AdminApi> {
  const { serverUrl, email, password } = settings;
  if (email === undefined || password === undefined || email === '' || password === '') {
    throw new CliError(
      "Questo comando usa l'API del server come amministratore: imposta FIERA_ADMIN_EMAIL e " +
        'FIERA_ADMIN_PASSWORD (o usa --email e --password) con le credenziali di un account admin.',
    );
  }

  async function send(path: string, init: RequestInit): Promise<ApiAnswer> {
    let response: Response;
    try {
      response = await fetch(`${serverUrl}${path}`, init);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new CliError(
        `Impossibile raggiungere il server Fiera su ${serverUrl} (${cause instanceof Error ? cause.message : String(cause)}). ` +
          'Avvialo (npm start), oppure indica il suo indirizzo con FIERA_SERVER_URL o --server.',
      );
    }
    const text = await response.text();
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    return { status: response.status, body };
  }

  const login = await send('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  if (login.status !== 200) {
    throw new CliError(`Accesso come ${email} non riuscito: ${detailOf(login)}`);
  }
  const { access_token: token } = login.body as Schemas['TokenResponse'];
  const me = await send('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  if (me.status === 200 && (me.body as Schemas['User']).role !== 'admin') {
    throw new CliError(
      `L'account ${email} non è un amministratore: usa le credenziali di un account admin.`,
    );
  }

  return {
    serverUrl,
    request(path, options = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      let body: string | Buffer | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.body !== undefined) {
        headers['content-type'] = options.body.contentType;
        body = options.body.content;
      }
      const search = new URLSearchParams(options.query ?? {}).toString();
      return send(search === '' ? path : `${path}?${search}`, {
        method: options.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
      });
    },
    async has(path) {
      return (await send(path, { method: 'HEAD' })).status === 200;
    },
  };
}
