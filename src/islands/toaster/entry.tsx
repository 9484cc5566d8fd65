/** Client entry of the toaster island. */
import { defineIsland } from '../hydrate.tsx';
import { Toaster } from './Toaster.tsx';

export const hydrate = defineIsland(Toaster);
