/**
 * A small OpenID provider for the staff console's e2e test (sign-in through the provider's identity
 * provider, MYACCOUNT_STAFF_OIDC_*): discovery, an authorization page where the tester picks one of
 * the provider's users, the token endpoint (client secret, PKCE S256 checked), RS256 ID tokens with
 * the nonce, the groups claim and the e-mail, a key set and userinfo. Node's own http and crypto only.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderUser {
  sub: string;
  name: string;
  email: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

interface Grant {
  user: ProviderUser;
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function escapeHTML(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export async function startProvider(users: ProviderUser[]): Promise<TestProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'e2e-key';
  const clientId = 'myaccount-staff';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, ProviderUser>();
  let issuer = '';

  const idToken = (g: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = b64url(
      JSON.stringify({
        iss: issuer,
        sub: g.user.sub,
        aud: g.clientId,
        iat: now,
        exp: now + 300,
        nonce: g.nonce,
        email: g.user.email,
        email_verified: true,
        name: g.user.name,
        groups: g.user.groups,
      }),
    );
    return `${header}.${payload}.${b64url(sign('sha256', Buffer.from(`${header}.${payload}`), privateKey))}`;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          scopes_supported: ['openid', 'email', 'profile', 'groups'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      }
      if (url.pathname === '/jwks') {
        return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (url.pathname === '/authorize' && req.method === 'GET') {
        const q = url.searchParams;
        if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
          res.writeHead(400, { 'Content-Type': 'text/plain' });
          return res.end('bad authorization request');
        }
        const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']
          .map((k) => `<input type="hidden" name="${k}" value="${escapeHTML(q.get(k) ?? '')}">`)
          .join('');
        const buttons = users
          .map((u) => `<button type="submit" name="sub" value="${escapeHTML(u.sub)}">Sign in as ${escapeHTML(u.name)}</button>`)
          .join(' ');
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><head><title>Example SSO</title></head><body><main><h1>Example SSO</h1>` +
            `<form method="post" action="/authorize">${hidden}${buttons}</form></main></body></html>`,
        );
      }
      if (url.pathname === '/authorize' && req.method === 'POST') {
        const f = await formOf(req);
        const user = users.find((u) => u.sub === f.get('sub'));
        const redirect = f.get('redirect_uri') ?? '';
        if (!user || !redirect) {
          res.writeHead(400);
          return res.end();
        }
        const code = randomBytes(16).toString('hex');
        codes.set(code, { user, clientId: f.get('client_id') ?? '', redirectUri: redirect, nonce: f.get('nonce') ?? '', challenge: f.get('code_challenge') ?? '' });
        const to = new URL(redirect);
        to.searchParams.set('code', code);
        to.searchParams.set('state', f.get('state') ?? '');
        res.writeHead(302, { Location: to.toString() });
        return res.end();
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const f = await formOf(req);
        let [id, secret] = [f.get('client_id') ?? '', f.get('client_secret') ?? ''];
        const basic = req.headers.authorization?.match(/^Basic (.+)$/);
        if (basic?.[1]) {
          const [u = '', p = ''] = Buffer.from(basic[1], 'base64').toString().split(':');
          [id, secret] = [decodeURIComponent(u), decodeURIComponent(p)];
        }
        const g = codes.get(f.get('code') ?? '');
        codes.delete(f.get('code') ?? '');
        const verifier = f.get('code_verifier') ?? '';
        if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
        if (!g || g.redirectUri !== f.get('redirect_uri') || b64url(createHash('sha256').update(verifier).digest()) !== g.challenge) {
          return json(400, { error: 'invalid_grant' });
        }
        const access = randomBytes(16).toString('hex');
        tokens.set(access, g.user);
        return json(200, { access_token: access, token_type: 'Bearer', expires_in: 300, id_token: idToken(g) });
      }
      if (url.pathname === '/userinfo') {
        const user = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
        if (!user) return json(401, { error: 'invalid_token' });
        return json(200, { sub: user.sub, email: user.email, email_verified: true, name: user.name, groups: user.groups });
      }
      res.writeHead(404);
      res.end();
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
