/** Client entry of the registration form island. */
import { defineIsland } from '../hydrate.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

export const hydrate = defineIsland(RegistrationForm);
