import { createHmac, randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

type FacebookProfile = { id?: string; email?: string; first_name?: string; last_name?: string }
type IssuedFacebookToken = { profile: FacebookProfile; appId: string; expired: boolean }

const KID = 'fake-google-key'

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

// Graph's answer to a call with a bad user token (code 190 is "invalid OAuth access token").
const oauthError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } })

/**
 * Starts a local stand-in for Google's key set and Facebook's Graph API on 127.0.0.1 (random port),
 * and mints tokens they vouch for, so tests run the real verifiers without the internet.
 */
export async function startSocialProviders() {
  const googleClientId = 'test-client.apps.googleusercontent.com'
  const facebookAppId = '1234567890'
  const facebookAppSecret = randomBytes(16).toString('hex')
  const signing = await generateKeyPair('RS256')
  const other = await generateKeyPair('RS256')
  const publicJwk = { ...(await exportJWK(signing.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  const facebookTokens = new Map<string, IssuedFacebookToken>()

  function debugToken(url: URL, res: ServerResponse) {
    if (url.searchParams.get('access_token') !== `${facebookAppId}|${facebookAppSecret}`) {
      return send(res, 400, oauthError('Invalid app access token'))
    }
    const issued = facebookTokens.get(url.searchParams.get('input_token') ?? '')
    if (!issued) return send(res, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } })
    const now = Math.floor(Date.now() / 1000)
    send(res, 200, {
      data: {
        app_id: issued.appId,
        type: 'USER',
        application: 'Fake app',
        is_valid: !issued.expired,
        issued_at: now - 7200,
        expires_at: issued.expired ? now - 3600 : now + 3600,
        scopes: ['email', 'public_profile'],
        user_id: issued.profile.id,
      },
    })
  }

  function me(url: URL, res: ServerResponse) {
    const token = url.searchParams.get('access_token') ?? ''
    const issued = facebookTokens.get(token)
    if (!issued || issued.expired) return send(res, 400, oauthError('Invalid OAuth access token.'))
    const proof = createHmac('sha256', facebookAppSecret).update(token).digest('hex')
    if (url.searchParams.get('appsecret_proof') !== proof)
      return send(res, 400, oauthError('Invalid appsecret_proof provided in the API argument'))
    const fields = (url.searchParams.get('fields') ?? 'id').split(',')
    const profile = issued.profile as Record<string, unknown>
    send(res, 200, Object.fromEntries(fields.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])))
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method !== 'GET') return send(res, 405, { error: 'method not allowed' })
    if (url.pathname === '/jwks') return send(res, 200, { keys: [publicJwk] })
    if (url.pathname === '/graph/debug_token') return debugToken(url, res)
    if (url.pathname === '/graph/me') return me(url, res)
    send(res, 404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    jwksUrl: `${origin}/jwks`,
    graphUrl: `${origin}/graph`,
    googleClientId,
    facebookAppId,
    facebookAppSecret,

    /** A Google ID token for googleClientId; `claims` override the defaults (undefined removes one). */
    googleToken(claims: Record<string, unknown> = {}, options: { expiresIn?: string; signWithOtherKey?: boolean } = {}): Promise<string> {
      const jwt = new SignJWT({
        iss: 'https://accounts.google.com',
        aud: googleClientId,
        sub: '109876543210987654321',
        email: 'grace.hopper@gmail.example',
        email_verified: true,
        given_name: 'Grace',
        family_name: 'Hopper',
        ...claims,
      }).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      if (!('iat' in claims)) jwt.setIssuedAt()
      if (!('exp' in claims)) jwt.setExpirationTime(options.expiresIn ?? '1h')
      // Same kid, different key: the verifier finds the key and the signature does not match it.
      return jwt.sign(options.signWithOtherKey ? other.privateKey : signing.privateKey)
    },

    /** An opaque Facebook user access token the fake Graph knows; `profile` overrides the defaults. */
    facebookToken(profile: FacebookProfile = {}, options: { appId?: string; expired?: boolean } = {}): string {
      const token = `EAAfake${randomBytes(24).toString('hex')}`
      facebookTokens.set(token, {
        profile: {
          id: String(randomInt(1e9, 2 ** 47)),
          email: 'ada.lovelace@facebook.example',
          first_name: 'Ada',
          last_name: 'Lovelace',
          ...profile,
        },
        appId: options.appId ?? facebookAppId,
        expired: options.expired ?? false,
      })
      return token
    },

    async close(): Promise<void> {
      // fetch keeps connections alive; drop them or close() waits for their idle timeout.
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}

/** What startSocialProviders answers. */
export type SocialProviders = Awaited<ReturnType<typeof startSocialProviders>>

/** The environment that points an app at these local providers, with both social providers turned on. */
export function socialProviderEnv(providers: SocialProviders): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: providers.googleClientId,
    GOOGLE_JWKS_URL: providers.jwksUrl,
    FACEBOOK_APP_ID: providers.facebookAppId,
    FACEBOOK_APP_SECRET: providers.facebookAppSecret,
    FACEBOOK_GRAPH_URL: providers.graphUrl,
  }
}
