export { AdminExports } from './admin-exports';
export type { AdminExportsProps, ExportKind, ExportState } from './admin-exports';
