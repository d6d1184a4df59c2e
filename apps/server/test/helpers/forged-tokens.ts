/**
 * Access tokens that must not open anything: malformed, unsigned, signed with the wrong key or
 * algorithm, or with the right key but the wrong claims.
 */
import { createPublicKey } from 'node:crypto';
import { importPKCS8, SignJWT, type JWTPayload } from 'jose';

export interface ForgedToken {
  kind: string;
  /** The whole Authorization header value: some forgeries are in the header's shape. */
  authorization: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Keys {
  /** The server's access-token key (the test configuration's TOKEN_PRIVATE_KEY). */
  tokenPrivateKeyPem: string;
  /** The server's ticket key, which must never sign an access token. */
  ticketPrivateKeyPem: string;
  /** A real token of a real user, to tamper with. */
  genuine: string;
  userId: number;
}

export async function forgedTokens({
  tokenPrivateKeyPem,
  ticketPrivateKeyPem,
  genuine,
  userId,
}: Keys): Promise<ForgedToken[]> {
  const tokenKey = await importPKCS8(tokenPrivateKeyPem, 'EdDSA');
  const ticketKey = await importPKCS8(ticketPrivateKeyPem, 'EdDSA');
  const publicPem = createPublicKey(tokenPrivateKeyPem).export({ type: 'spki', format: 'pem' });
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    sub: String(userId),
    role: 'admin',
    iss: 'fiera',
    aud: 'fiera-api',
    iat: now,
    exp: now + 600,
  };
  const signed = (
    payload: JWTPayload,
    header: { alg: string; typ?: string } = { alg: 'EdDSA', typ: 'at+jwt' },
    key: Awaited<ReturnType<typeof importPKCS8>> | Uint8Array = tokenKey,
  ) => new SignJWT(payload).setProtectedHeader(header).sign(key);
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const genuineClaims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;

  const tokens: Record<string, string> = {
    'alg none': `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url(claims)}.`,
    'alg none, uppercase': `${base64url({ alg: 'NONE', typ: 'at+jwt' })}.${base64url(claims)}.`,
    'HS256 keyed with the public key': await signed(
      claims,
      { alg: 'HS256', typ: 'at+jwt' },
      new TextEncoder().encode(publicPem.toString()),
    ),
    'signed with the ticket key': await signed(claims, undefined, ticketKey),
    'wrong audience': await signed({ ...claims, aud: 'fiera-tickets' }),
    'wrong issuer': await signed({ ...claims, iss: 'someone-else' }),
    'wrong typ': await signed(claims, { alg: 'EdDSA', typ: 'JWT' }),
    'no typ': await signed(claims, { alg: 'EdDSA' }),
    expired: await signed({ ...claims, iat: now - 3600, exp: now - 1800 }),
    'no exp': await signed({ sub: claims.sub, role: 'admin', iss: 'fiera', aud: 'fiera-api' }),
    'unknown role': await signed({ ...claims, role: 'superuser' }),
    'sub not a number': await signed({ ...claims, sub: '1 or 1=1' }),
    'sub above 2^31-1': await signed({ ...claims, sub: '2147483648' }),
    'sub negative': await signed({ ...claims, sub: '-1' }),
    'payload swapped (role raised to admin)': `${header}.${base64url({ ...genuineClaims, role: 'admin' })}.${signature}`,
    'signature stripped': `${header}.${payload}.`,
    'signature of another token': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    garbage: 'not-a-jwt',
    'three dots': '...',
    'base64 junk': 'eyJ.eyJ.eyJ',
    'very long': 'a'.repeat(8000),
  };
  return [
    ...Object.entries(tokens).map(([kind, token]) => ({ kind, authorization: `Bearer ${token}` })),
    { kind: 'empty bearer', authorization: 'Bearer ' },
    { kind: 'Basic scheme', authorization: 'Basic YWRtaW46YWRtaW4=' },
    { kind: 'token without scheme', authorization: genuine },
    { kind: 'two tokens', authorization: `Bearer ${genuine} ${genuine}` },
  ];
}
