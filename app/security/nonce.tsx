import { createContext, useContext } from 'react';

export const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce on the server; empty in the browser, where it is no longer readable. */
export function useNonce(): string {
  return useContext(NonceContext);
}
