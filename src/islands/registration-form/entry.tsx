/** Client entry of the registration form island. */
import './zod-without-eval.ts';
import { defineIsland } from '../hydrate.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

export const hydrate = defineIsland(RegistrationForm);
