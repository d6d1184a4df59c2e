export { ProfileSetupGate } from './profile-setup-gate';
export type {
  ProfileSetupGateProps,
  ProfileSetupUser,
  ProfileSetupValues,
} from './profile-setup-gate';
