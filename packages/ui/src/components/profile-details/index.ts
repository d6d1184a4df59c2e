export { ProfileDetails } from './profile-details';
export type { ProfileDetailsProps, ProfileMatchValues, ProfileUser } from './profile-details';
