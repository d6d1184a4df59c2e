export { AdminAccounts } from './admin-accounts';
export type {
  AccountPageData,
  AccountRole,
  AdminAccount,
  AdminAccountsProps,
} from './admin-accounts';
