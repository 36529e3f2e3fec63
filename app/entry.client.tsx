import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserCatalog, catalogReady, ShippedCatalogContext } from '~/i18n/shipped-catalog';

// The catalog script is deferred while React Router's entry is an async module, so either may run
// first: hydrate once the texts are there, or the first render would show keys instead of words.
catalogReady().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ShippedCatalogContext.Provider value={browserCatalog()}>
          <HydratedRouter />
        </ShippedCatalogContext.Provider>
      </StrictMode>,
    );
  });
});
