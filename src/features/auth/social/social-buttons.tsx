import { FacebookButton } from './facebook-button'
import { GoogleButton } from './google-button'

type Provider = 'google' | 'facebook'

type Props = {
  providers: { provider: Provider; clientId: string }[]
  onToken: (provider: Provider, token: string) => void
  mode: 'signUp' | 'signIn'
}

/**
 * One button per social provider the organisation offers, in its order. With none, nothing
 * renders and no provider script reaches the page.
 */
export function SocialButtons({ providers, onToken, mode }: Props) {
  if (providers.length === 0) return null
  return (
    <div className="flex flex-col items-stretch gap-2">
      {providers.map(({ provider, clientId }) =>
        provider === 'google' ? (
          <GoogleButton
            key={`google:${clientId}`}
            clientId={clientId}
            text={mode === 'signUp' ? 'signup_with' : 'signin_with'}
            onToken={onToken}
          />
        ) : (
          <FacebookButton key={`facebook:${clientId}`} appId={clientId} onToken={onToken} />
        ),
      )}
    </div>
  )
}
