export { AdminImport } from './admin-import';
export type {
  AdminImportProps,
  ImportKind,
  ImportOutcome,
  ImportReportData,
  ImportSummaryData,
} from './admin-import';
export { exampleCsv } from './example-csv';
