import type { ReactNode } from 'react';
import { definePersistedStore, PersistedStoreProvider, usePersistedStore } from '../../shared/persisted-store';
import { createButtonsActions, createButtonsState } from './buttons.store';

const buttonsStore = definePersistedStore({
  name: 'Buttons',
  create: () => {
    const state = createButtonsState();
    return { state, actions: createButtonsActions(state) };
  },
  loadBinding: () => import('./buttons.persist').then((module) => module.buttonsBinding),
});

export function ButtonsStoreProvider({ children }: { children: ReactNode }) {
  return <PersistedStoreProvider definition={buttonsStore}>{children}</PersistedStoreProvider>;
}

export const useButtons = () => usePersistedStore(buttonsStore);
