import { useNonce } from '~/security/nonce';

/** The pixel's standard loader, rendered only after consent, carrying the request's CSP nonce. */
export function PixelScript({ pixelId }: { pixelId: string }) {
  const nonce = useNonce();
  // Escaped for an inline script: the id comes from configuration, but a '<' must never end the tag.
  const id = JSON.stringify(pixelId).replace(/</g, '\\u003c');
  const code = `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${id});fbq('track','PageView');`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
