import { createContext, useContext } from 'react';

export type CartDrawerState = { open: boolean; setOpen: (open: boolean) => void };

export const CartDrawerContext = createContext<CartDrawerState>({ open: false, setOpen: () => {} });

export function useCartDrawer(): CartDrawerState {
  return useContext(CartDrawerContext);
}
